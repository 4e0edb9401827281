import { Group, Progress, Text, Tooltip } from '@mantine/core';
import type { OrderLine } from '@/api/schemas';
import { DateTime } from '@/components/Formatted';
import { Highlight } from '@/components/Highlight';
import { OrderStatusBadge } from '@/components/orders/OrderStatusBadge';
import { isLate, shippedQuantity } from '@/components/orders/orderSummary';
import {
  AnchorLink,
  dateTimeColumn,
  displayColumn,
  moneyColumn,
  partLinkColumn,
  quantityColumn,
  textColumn,
  type Column,
} from '@/components/table';
import { formatQuantity } from '@/lib/format';
import classes from './orders.module.css';

export type OrderLineColumnOptions = {
  /** The search term to mark in PO, confirmation and part numbers (order search). */
  highlight?: string;
  /** Add the shipped-against-ordered bar (history with shipments). */
  withShipments?: boolean;
};

const marked = (text: string, term: string | undefined) =>
  term ? (
    <span className={classes.hit}>
      <Highlight text={text} term={term} />
    </span>
  ) : (
    text
  );

/** Opens the line in the side panel: a real link (`?line=<Id>`), so a line can be shared or opened in a tab. */
function LineLink({ line }: { line: OrderLine }) {
  return (
    <AnchorLink
      to="."
      search={(prev: Record<string, unknown>) => ({ ...prev, line: line.Id })}
      ff="monospace"
      size="sm"
      fw={600}
      aria-label={`Order ${line.OrderId} line ${line.MfgLineNumber}: details`}
    >
      {line.OrderId}
    </AnchorLink>
  );
}

function ScheduledCell({ line }: { line: OrderLine }) {
  const late = isLate(line);
  return (
    <Group gap={6} wrap="nowrap">
      <DateTime value={line.RescheduleDate ?? line.Scheduled} />
      {line.RescheduleDate ? (
        <Tooltip label="Rescheduled from the first scheduled date" withArrow>
          <Text component="span" size="xs" fw={600} tabIndex={0} className={classes.rescheduled}>
            Rescheduled
          </Text>
        </Tooltip>
      ) : late ? (
        <Text component="span" size="xs" fw={600} className={classes.late}>
          Late
        </Text>
      ) : null}
    </Group>
  );
}

export function ShippedBar({ line }: { line: OrderLine }) {
  const shipped = shippedQuantity(line);
  const percent = line.Quantity > 0 ? Math.min(100, (shipped / line.Quantity) * 100) : 0;
  const label = `${formatQuantity(shipped)} of ${formatQuantity(line.Quantity)} shipped`;
  return (
    <Group gap={6} wrap="nowrap" style={{ width: '100%' }}>
      <Progress value={percent} size="sm" style={{ flex: 1 }} aria-label={label} color="teal" />
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Text>
    </Group>
  );
}

/** The one order-line table's columns, shared by open orders, history and search. */
export function orderLineColumns({
  highlight,
  withShipments,
}: OrderLineColumnOptions = {}): Column<OrderLine>[] {
  const columns: Column<OrderLine>[] = [
    displayColumn({ id: 'order', header: 'Order', width: '100px', cell: (l) => <LineLink line={l} /> }),
    quantityColumn({ id: 'line', header: 'Line', width: '60px', value: (l) => l.MfgLineNumber }),
    quantityColumn({ id: 'customerLine', header: 'Cust. line', width: '80px', value: (l) => l.LineNumber }),
    displayColumn({
      id: 'po',
      header: 'PO number',
      width: 'minmax(130px, 1fr)',
      cell: (l) => marked(l.PONumber, highlight),
    }),
    displayColumn({
      id: 'confirmation',
      header: 'Confirmation',
      width: '120px',
      cell: (l) => marked(l.ConfirmationNumber, highlight),
    }),
    partLinkColumn({ part: (l) => l.Part, label: (l) => marked(l.Part, highlight) }),
    textColumn({ id: 'customerPart', header: 'Customer part', width: '130px', value: (l) => l.CustomerPart }),
    textColumn({ id: 'type', header: 'Type', width: '80px', value: (l) => l.LineType }),
    displayColumn({
      id: 'status',
      header: 'Status',
      width: '150px',
      cell: (l) => <OrderStatusBadge status={l.Status} />,
    }),
    quantityColumn({ id: 'quantity', header: 'Quantity', value: (l) => l.Quantity }),
    moneyColumn({
      id: 'netPrice',
      header: 'Net price',
      value: (l) => ({ amount: l.NetPrice, currency: l.Currency }),
    }),
    dateTimeColumn({ id: 'requested', header: 'Requested', value: (l) => l.Requested }),
    displayColumn({
      id: 'scheduled',
      header: 'Scheduled',
      width: '250px',
      cell: (l) => <ScheduledCell line={l} />,
    }),
    textColumn({
      id: 'shipTo',
      header: 'Ship to',
      width: 'minmax(150px, 1fr)',
      value: (l) => `${l.ShipTo.Address.Name}, ${l.ShipTo.Address.City}`,
    }),
  ];
  if (withShipments)
    columns.push(
      displayColumn({
        id: 'shipped',
        header: 'Shipped',
        width: '230px',
        cell: (l) => <ShippedBar line={l} />,
      }),
    );
  return columns;
}

/** Sort keys of the columns that sort (the URL's `sort=<id>.<asc|desc>`). */
export const SORTABLE: Record<string, { label: string; value: (l: OrderLine) => string | number }> = {
  order: { label: 'Order', value: (l) => l.OrderId * 10_000 + l.MfgLineNumber },
  po: { label: 'PO number', value: (l) => l.PONumber },
  part: { label: 'Part number', value: (l) => l.Part },
  status: { label: 'Status', value: (l) => l.Status },
  quantity: { label: 'Quantity', value: (l) => l.Quantity },
  netPrice: { label: 'Net price', value: (l) => l.NetPrice },
  requested: { label: 'Requested', value: (l) => Date.parse(l.Requested) },
  scheduled: { label: 'Scheduled', value: (l) => Date.parse(l.RescheduleDate ?? l.Scheduled) },
};

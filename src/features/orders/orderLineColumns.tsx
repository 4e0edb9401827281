import { Badge, Group, Progress, Text, Tooltip } from '@mantine/core';
import type { OrderLine } from '@/api/schemas';
import { DayOrDateTime } from '@/components/Formatted';
import { Highlight } from '@/components/Highlight';
import { statusColor } from '@/components/orders/OrderStatusBadge';
import { dueMs, isLate, shippedQuantity } from '@/components/orders/orderSummary';
import { AnchorLink } from '@/components/links';
import {
  dayOrDateTimeColumn,
  displayColumn,
  moneyColumn,
  partLinkColumn,
  quantityColumn,
  statusColumn,
  textColumn,
  type KitColumn,
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

/** A number order search matches (PO, confirmation), with the search term marked in it. */
function searchedColumn(
  id: string,
  header: string,
  width: string,
  value: (l: OrderLine) => string,
  highlight: string | undefined,
): KitColumn<OrderLine> {
  return displayColumn({
    id,
    header,
    width,
    sortValue: value,
    csv: value,
    cell: (l) => marked(value(l), highlight),
  });
}

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
  return (
    <Group gap={6} wrap="nowrap">
      <DayOrDateTime value={line.RescheduleDate ?? line.Scheduled} />
      {line.RescheduleDate ? (
        <Tooltip label="Rescheduled from the first scheduled date" withArrow>
          <Badge size="xs" variant="dot" color="orange" c="var(--mantine-color-text)" tt="none" tabIndex={0}>
            Rescheduled
          </Badge>
        </Tooltip>
      ) : isLate(line) ? (
        <Badge size="xs" variant="dot" color="red" c="var(--mantine-color-text)" tt="none">
          Late
        </Badge>
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
}: OrderLineColumnOptions = {}): KitColumn<OrderLine>[] {
  const columns: KitColumn<OrderLine>[] = [
    displayColumn({
      id: 'order',
      header: 'Order',
      width: '100px',
      priority: 1,
      hideable: false,
      sortValue: (l) => l.OrderId * 10_000 + l.MfgLineNumber,
      csv: (l) => l.OrderId,
      cell: (l) => <LineLink line={l} />,
    }),
    quantityColumn({ id: 'line', header: 'Line', width: '70px', value: (l) => l.MfgLineNumber }),
    quantityColumn({ id: 'customerLine', header: 'Cust. line', width: '90px', value: (l) => l.LineNumber }),
    searchedColumn('po', 'PO number', 'minmax(130px, 1fr)', (l) => l.PONumber, highlight),
    searchedColumn('confirmation', 'Confirmation', '130px', (l) => l.ConfirmationNumber, highlight),
    partLinkColumn({ part: (l) => l.Part, label: (l) => marked(l.Part, highlight), priority: 1 }),
    textColumn({ id: 'customerPart', header: 'Customer part', width: '130px', value: (l) => l.CustomerPart }),
    textColumn({ id: 'type', header: 'Type', width: '80px', value: (l) => l.LineType }),
    statusColumn({
      id: 'status',
      header: 'Status',
      width: '150px',
      priority: 1,
      value: (l) => l.Status,
      color: statusColor,
    }),
    quantityColumn({ id: 'quantity', header: 'Quantity', value: (l) => l.Quantity }),
    moneyColumn({
      id: 'netPrice',
      header: 'Net price',
      value: (l) => ({ amount: l.NetPrice, currency: l.Currency }),
    }),
    dayOrDateTimeColumn({ id: 'requested', header: 'Requested', value: (l) => l.Requested }),
    displayColumn({
      id: 'scheduled',
      header: 'Scheduled',
      width: '260px',
      sortValue: dueMs,
      csv: (l) => l.RescheduleDate ?? l.Scheduled,
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
        width: '240px',
        sortValue: (l) => (l.Quantity ? shippedQuantity(l) / l.Quantity : 0),
        cell: (l) => <ShippedBar line={l} />,
      }),
    );
  return columns;
}

import { Badge, Group, Progress, Text } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { t, msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { OrderLine } from '@/model/schemas';
import { DayOrDateTime } from '@/components/Formatted';
import { HoverHint } from '@/components/HoverHint';
import { Highlight } from '@/components/Highlight';
import { statusColor } from '@/components/orders/OrderStatusBadge';
import { dueMs, isLate, shippedQuantity } from '@/model/orderSummary';
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
import { CSV_HEADERS, exportOnlyColumns, place } from './orderLineCsv';

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
  options: { csvHeader?: MessageDescriptor } = {},
): KitColumn<OrderLine> {
  return displayColumn({
    id,
    header,
    csvHeader: options.csvHeader,
    width,
    value,
    cell: (l) => marked(value(l), highlight),
  });
}

/** Opens the line in the side panel: a real link (`?line=<Id>`), so a line can be shared or opened in a tab. */
function LineLink({ line }: { line: OrderLine }) {
  const orderId = line.OrderId;
  const lineNumber = line.MfgLineNumber;
  return (
    <AnchorLink
      to="."
      search={(prev: Record<string, unknown>) => ({ ...prev, line: line.Id })}
      ff="monospace"
      size="sm"
      fw={600}
      aria-label={t`Order ${orderId} line ${lineNumber}: details`}
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
        // HoverHint rather than Mantine's Tooltip: the order pages load no floating-ui for one hint.
        <HoverHint label={t`Rescheduled from the first scheduled date`}>
          {(hint) => (
            <Badge
              size="xs"
              variant="dot"
              color="orange"
              c="var(--mantine-color-text)"
              tt="none"
              tabIndex={0}
              {...hint}
            >
              <Trans>Rescheduled</Trans>
            </Badge>
          )}
        </HoverHint>
      ) : isLate(line) ? (
        <Badge size="xs" variant="dot" color="red" c="var(--mantine-color-text)" tt="none">
          <Trans>Late</Trans>
        </Badge>
      ) : null}
    </Group>
  );
}

export function ShippedBar({ line }: { line: OrderLine }) {
  const shipped = shippedQuantity(line);
  const percent = line.Quantity > 0 ? Math.min(100, (shipped / line.Quantity) * 100) : 0;
  const shippedCount = formatQuantity(shipped);
  const orderedCount = formatQuantity(line.Quantity);
  const label = t`${shippedCount} of ${orderedCount} shipped`;
  return (
    <Group gap={6} wrap="nowrap" style={{ width: '100%' }}>
      <Progress value={percent} size="sm" style={{ flex: 1 }} aria-label={label} color="teal" />
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Text>
    </Group>
  );
}

/**
 * The one order-line table's columns, shared by open orders, history and search, and its CSV: the
 * columns (with their CSV headers) and the export-only fields, every field of a line.
 */
export function orderLineColumns({
  highlight,
  withShipments,
}: OrderLineColumnOptions = {}): KitColumn<OrderLine>[] {
  const columns: KitColumn<OrderLine>[] = [
    displayColumn({
      id: 'order',
      header: msg`Order`,
      width: '100px',
      priority: 1,
      hideable: false,
      sortValue: (l) => l.OrderId * 10_000 + l.MfgLineNumber,
      csv: (l) => l.OrderId,
      csvHeader: CSV_HEADERS.order,
      cell: (l) => <LineLink line={l} />,
    }),
    quantityColumn({
      id: 'line',
      header: msg`Line`,
      csvHeader: CSV_HEADERS.line,
      width: '70px',
      value: (l) => l.MfgLineNumber,
    }),
    quantityColumn({
      id: 'customerLine',
      header: msg`Cust. line`,
      csvHeader: CSV_HEADERS.customerLine,
      width: '90px',
      value: (l) => l.LineNumber,
    }),
    searchedColumn('po', t`PO number`, 'minmax(130px, 1fr)', (l) => l.PONumber, highlight, {
      csvHeader: CSV_HEADERS.po,
    }),
    searchedColumn('confirmation', t`Confirmation`, '130px', (l) => l.ConfirmationNumber, highlight, {
      csvHeader: CSV_HEADERS.confirmation,
    }),
    partLinkColumn({
      part: (l) => l.Part,
      label: (l) => marked(l.Part, highlight),
      priority: 1,
      // The kit's default header, in the UI's language.
      header: msg`Part number`,
      csvHeader: CSV_HEADERS.part,
    }),
    textColumn({
      id: 'customerPart',
      header: msg`Customer part`,
      csvHeader: CSV_HEADERS.customerPart,
      width: '130px',
      value: (l) => l.CustomerPart,
    }),
    textColumn({
      id: 'type',
      header: msg`Type`,
      csvHeader: CSV_HEADERS.type,
      width: '80px',
      value: (l) => l.LineType,
    }),
    statusColumn({
      id: 'status',
      header: msg`Status`,
      csvHeader: CSV_HEADERS.status,
      width: '150px',
      priority: 1,
      value: (l) => l.Status,
      color: statusColor,
    }),
    quantityColumn({
      id: 'quantity',
      header: msg`Quantity`,
      csvHeader: CSV_HEADERS.quantity,
      value: (l) => l.Quantity,
    }),
    moneyColumn({
      id: 'netPrice',
      header: msg`Net price`,
      csvHeader: CSV_HEADERS.netPrice,
      value: (l) => ({ amount: l.NetPrice, currency: l.Currency }),
      // The currency has a CSV column of its own.
      csv: (l) => l.NetPrice,
    }),
    dayOrDateTimeColumn({
      id: 'requested',
      header: msg`Requested`,
      csvHeader: CSV_HEADERS.requested,
      value: (l) => l.Requested,
    }),
    displayColumn({
      id: 'scheduled',
      header: msg`Scheduled`,
      width: '260px',
      sortValue: dueMs,
      // The first scheduled date; the rescheduled one has a CSV column of its own.
      csv: (l) => l.Scheduled,
      csvHeader: CSV_HEADERS.scheduled,
      cell: (l) => <ScheduledCell line={l} />,
    }),
    textColumn({
      id: 'shipTo',
      header: msg`Ship to`,
      csvHeader: CSV_HEADERS.shipTo,
      width: 'minmax(150px, 1fr)',
      value: (l) => `${l.ShipTo.Address.Name}, ${l.ShipTo.Address.City}`,
      csv: (l) => place(l.ShipTo),
    }),
  ];
  if (withShipments)
    columns.push(
      displayColumn({
        id: 'shipped',
        header: msg`Shipped`,
        width: '240px',
        sortValue: (l) => (l.Quantity ? shippedQuantity(l) / l.Quantity : 0),
        cell: (l) => <ShippedBar line={l} />,
      }),
    );
  return [...columns, ...exportOnlyColumns];
}

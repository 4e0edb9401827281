import { Badge, Group, Progress, Text } from '@mantine/core';
import type { Location, OrderLine } from '@/model/schemas';
import { DayOrDateTime } from '@/components/Formatted';
import { HoverHint } from '@/components/HoverHint';
import { Highlight } from '@/components/Highlight';
import { statusColor } from '@/components/orders/OrderStatusBadge';
import { dueMs, isLate, shippedQuantity } from '@/model/orderSummary';
import { AnchorLink } from '@/components/links';
import {
  dayOrDateTimeColumn,
  displayColumn,
  exportColumn,
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
  options: { csvHeader?: string } = {},
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
        // HoverHint rather than Mantine's Tooltip: the order pages load no floating-ui for one hint.
        <HoverHint label="Rescheduled from the first scheduled date">
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
              Rescheduled
            </Badge>
          )}
        </HoverHint>
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

/** An address whole, on one line: the CSV's Ship to, Bill to and end-customer location. */
const place = (l: Location) =>
  [
    l.Address.Name,
    l.Address.Address1,
    l.Address.Address2,
    l.Address.Address3,
    l.Address.City,
    l.Address.State,
    l.Address.PostalCode,
    l.Address.Country,
  ]
    .filter((part) => part !== null && part !== '')
    .join(', ');

/** Fields the CSV carries that the table does not show: with the columns, every field of a line. */
const exportOnlyColumns: KitColumn<OrderLine>[] = [
  exportColumn({ id: 'referencePo', header: 'Reference PO', csv: (l) => l.ReferencePONumber }),
  exportColumn({ id: 'currency', header: 'Currency', csv: (l) => l.Currency }),
  exportColumn({ id: 'convertedNetPrice', header: 'Converted net price', csv: (l) => l.ConvertedNetPrice }),
  exportColumn({ id: 'entered', header: 'Entered (UTC)', csv: (l) => l.Entered }),
  exportColumn({ id: 'rescheduled', header: 'Rescheduled (UTC)', csv: (l) => l.RescheduleDate }),
  exportColumn({ id: 'carrier', header: 'Carrier', csv: (l) => l.ShippingOption.Carrier.Name }),
  exportColumn({
    id: 'serviceLevel',
    header: 'Service level',
    csv: (l) => l.ShippingOption.ServiceLevel.Name,
  }),
  exportColumn({ id: 'billing', header: 'Billing option', csv: (l) => l.ShippingOption.BillingOption.Name }),
  exportColumn({ id: 'billTo', header: 'Bill to', csv: (l) => place(l.BillTo) }),
  exportColumn({ id: 'endCustomer', header: 'End customer', csv: (l) => l.EndCustomer.Name }),
  exportColumn({
    id: 'endCustomerAt',
    header: 'End customer location',
    csv: (l) => place(l.EndCustomerLocation),
  }),
  exportColumn({ id: 'notes', header: 'Notes', csv: (l) => l.Notes.map(String).join('; ') }),
  exportColumn({
    id: 'tracking',
    header: 'Tracking numbers',
    csv: (l) => l.TrackingNumbers.map(String).join('; '),
  }),
  exportColumn({
    id: 'shipments',
    header: 'Shipments',
    csv: (l) =>
      (l.Shipments ?? [])
        .map(
          (s) =>
            `${s.ShipmentId} ${s.ShipmentReference} ${s.LeadTrackingNumber} ${s.ShipDate} qty ${s.QuantityShipped} attn ${s.ShipAttention}`,
        )
        .join('; '),
  }),
  exportColumn({ id: 'lineId', header: 'Line Id', csv: (l) => l.Id }),
];

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
      header: 'Order',
      width: '100px',
      priority: 1,
      hideable: false,
      sortValue: (l) => l.OrderId * 10_000 + l.MfgLineNumber,
      csv: (l) => l.OrderId,
      csvHeader: 'Order id',
      cell: (l) => <LineLink line={l} />,
    }),
    quantityColumn({ id: 'line', header: 'Line', width: '70px', value: (l) => l.MfgLineNumber }),
    quantityColumn({
      id: 'customerLine',
      header: 'Cust. line',
      csvHeader: 'Customer line',
      width: '90px',
      value: (l) => l.LineNumber,
    }),
    searchedColumn('po', 'PO number', 'minmax(130px, 1fr)', (l) => l.PONumber, highlight),
    searchedColumn('confirmation', 'Confirmation', '130px', (l) => l.ConfirmationNumber, highlight, {
      csvHeader: 'Confirmation number',
    }),
    partLinkColumn({
      part: (l) => l.Part,
      label: (l) => marked(l.Part, highlight),
      priority: 1,
      csvHeader: 'Part',
    }),
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
      // The currency has a CSV column of its own.
      csv: (l) => l.NetPrice,
    }),
    dayOrDateTimeColumn({ id: 'requested', header: 'Requested', value: (l) => l.Requested }),
    displayColumn({
      id: 'scheduled',
      header: 'Scheduled',
      width: '260px',
      sortValue: dueMs,
      // The first scheduled date; the rescheduled one has a CSV column of its own.
      csv: (l) => l.Scheduled,
      csvHeader: 'Scheduled (UTC)',
      cell: (l) => <ScheduledCell line={l} />,
    }),
    textColumn({
      id: 'shipTo',
      header: 'Ship to',
      width: 'minmax(150px, 1fr)',
      value: (l) => `${l.ShipTo.Address.Name}, ${l.ShipTo.Address.City}`,
      csv: (l) => place(l.ShipTo),
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
  return [...columns, ...exportOnlyColumns];
}

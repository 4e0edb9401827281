import type { Location, OrderLine } from '@/api/schemas';
import { downloadFile, toCsv } from '@/lib/csv';

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

/** Every field of a line, one column each; addresses whole, shipments and lists joined in one cell. */
const CSV_COLUMNS: [string, (l: OrderLine) => string | number][] = [
  ['Order id', (l) => l.OrderId],
  ['Line', (l) => l.MfgLineNumber],
  ['Customer line', (l) => l.LineNumber],
  ['PO number', (l) => l.PONumber],
  ['Reference PO', (l) => l.ReferencePONumber ?? ''],
  ['Confirmation number', (l) => l.ConfirmationNumber],
  ['Part', (l) => l.Part],
  ['Customer part', (l) => l.CustomerPart],
  ['Type', (l) => l.LineType],
  ['Status', (l) => l.Status],
  ['Quantity', (l) => l.Quantity],
  ['Net price', (l) => l.NetPrice],
  ['Currency', (l) => l.Currency],
  ['Converted net price', (l) => l.ConvertedNetPrice],
  ['Entered (UTC)', (l) => l.Entered],
  ['Requested (UTC)', (l) => l.Requested],
  ['Scheduled (UTC)', (l) => l.Scheduled],
  ['Rescheduled (UTC)', (l) => l.RescheduleDate ?? ''],
  ['Carrier', (l) => l.ShippingOption.Carrier.Name],
  ['Service level', (l) => l.ShippingOption.ServiceLevel.Name],
  ['Billing option', (l) => l.ShippingOption.BillingOption.Name],
  ['Ship to', (l) => place(l.ShipTo)],
  ['Bill to', (l) => place(l.BillTo)],
  ['End customer', (l) => l.EndCustomer.Name],
  ['End customer location', (l) => place(l.EndCustomerLocation)],
  ['Notes', (l) => l.Notes.map(String).join('; ')],
  ['Tracking numbers', (l) => l.TrackingNumbers.map(String).join('; ')],
  [
    'Shipments',
    (l) =>
      (l.Shipments ?? [])
        .map(
          (s) =>
            `${s.ShipmentId} ${s.ShipmentReference} ${s.LeadTrackingNumber} ${s.ShipDate} qty ${s.QuantityShipped} attn ${s.ShipAttention}`,
        )
        .join('; '),
  ],
  ['Line Id', (l) => l.Id],
];

/** The CSV of the lines shown (papaparse with escapeFormulae: a cell starting = + - @ never runs). */
export function orderLinesCsv(lines: readonly OrderLine[], options: { bom?: boolean } = {}): string {
  return toCsv(
    CSV_COLUMNS.map(([header]) => header),
    lines.map((line) => CSV_COLUMNS.map(([, value]) => value(line))),
    options,
  );
}

/** Downloads the lines as a CSV file with a BOM, so a spreadsheet reads accents and currency signs. */
export function downloadOrderLinesCsv(fileName: string, lines: readonly OrderLine[]): void {
  downloadFile(orderLinesCsv(lines, { bom: true }), fileName);
}

import { msg } from '@lingui/core/macro';
import type { Location, OrderLine } from '@/model/schemas';
import { exportColumn, type KitColumn } from '@/components/table';

/* The order lines' CSV: its English header row and the fields only the export carries (orderLineColumns.tsx). */

/** An address whole, on one line: the CSV's Ship to, Bill to and end-customer location. */
export const place = (l: Location) =>
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

/*
 * The CSV's headers, where they differ from the table's: English in the CSV unless the user asked for the
 * portal's language (docs/i18n.md, "CSV exports").
 */
export const CSV_HEADERS = {
  order: msg`Order id`,
  line: msg`Line`,
  customerLine: msg`Customer line`,
  po: msg`PO number`,
  confirmation: msg`Confirmation number`,
  part: msg`Part`,
  customerPart: msg`Customer part`,
  type: msg`Type`,
  status: msg`Status`,
  quantity: msg`Quantity`,
  netPrice: msg`Net price`,
  requested: msg`Requested (UTC)`,
  scheduled: msg`Scheduled (UTC)`,
  shipTo: msg`Ship to`,
} as const;

/** Fields the CSV carries that the table does not show: with the columns, every field of a line. */
export const exportOnlyColumns: KitColumn<OrderLine>[] = [
  exportColumn({ id: 'referencePo', header: msg`Reference PO`, csv: (l) => l.ReferencePONumber }),
  exportColumn({ id: 'currency', header: msg`Currency`, csv: (l) => l.Currency }),
  exportColumn({
    id: 'convertedNetPrice',
    header: msg`Converted net price`,
    csv: (l) => l.ConvertedNetPrice,
  }),
  exportColumn({ id: 'entered', header: msg`Entered (UTC)`, csv: (l) => l.Entered }),
  exportColumn({ id: 'rescheduled', header: msg`Rescheduled (UTC)`, csv: (l) => l.RescheduleDate }),
  exportColumn({ id: 'carrier', header: msg`Carrier`, csv: (l) => l.ShippingOption.Carrier.Name }),
  exportColumn({
    id: 'serviceLevel',
    header: msg`Service level`,
    csv: (l) => l.ShippingOption.ServiceLevel.Name,
  }),
  exportColumn({
    id: 'billing',
    header: msg`Billing option`,
    csv: (l) => l.ShippingOption.BillingOption.Name,
  }),
  exportColumn({ id: 'billTo', header: msg`Bill to`, csv: (l) => place(l.BillTo) }),
  exportColumn({ id: 'endCustomer', header: msg`End customer`, csv: (l) => l.EndCustomer.Name }),
  exportColumn({
    id: 'endCustomerAt',
    header: msg`End customer location`,
    csv: (l) => place(l.EndCustomerLocation),
  }),
  exportColumn({ id: 'notes', header: msg`Notes`, csv: (l) => l.Notes.map(String).join('; ') }),
  exportColumn({
    id: 'tracking',
    header: msg`Tracking numbers`,
    csv: (l) => l.TrackingNumbers.map(String).join('; '),
  }),
  exportColumn({
    id: 'shipments',
    header: msg`Shipments`,
    csv: (l) =>
      (l.Shipments ?? [])
        .map(
          (s) =>
            `${s.ShipmentId} ${s.ShipmentReference} ${s.LeadTrackingNumber} ${s.ShipDate} qty ${s.QuantityShipped} attn ${s.ShipAttention}`,
        )
        .join('; '),
  }),
  exportColumn({ id: 'lineId', header: msg`Line Id`, csv: (l) => l.Id }),
];

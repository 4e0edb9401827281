import type { OrderLine, Shipment } from '../../src/model/schemas';
import { BILL_TO, BILLING_OPTIONS, CARRIERS, END_CUSTOMERS, SERVICE_LEVELS, SHIP_TO } from './customers';
import type { PartRecord } from './parts';
import { makeOrderLine } from './builders';
import { createRng, type Rng } from './prng';
import { DAY, HOUR, isoDateTime } from './time';
import { convertFromUsd } from '../currency';
import type { Steps } from './steps';

/**
 * Order lines as stored: the spec's OrderLine with `Id` holding the internal line key (the handlers
 * wrap it into a paging-session Id) and Shipments always present (stripped unless requested).
 */
export type StoredLine = OrderLine & { Shipments: Shipment[] };

const UPS_CHARACTERS = [...'0123456789ABCDEFGHJKLMNPRSTUVWXYZ'];

export function trackingNumber(rng: Rng, carrier: string): string {
  const digits = (n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
  if (carrier === 'UPS') return `1Z${Array.from({ length: 16 }, () => rng.pick(UPS_CHARACTERS)).join('')}`;
  if (carrier === 'FedEx') return digits(12);
  if (carrier === 'DHL Express') return digits(10);
  return `KN${digits(9)}`;
}

/** Unit price of a part for a quantity, in USD, from its list price breaks. */
export function unitPriceUsd(rec: PartRecord, quantity: number): number {
  const tiers = rec.price;
  let price = tiers[0]?.price ?? 0;
  for (const t of tiers) if (quantity >= t.minimumQuantity) price = t.price;
  return price;
}

/** At least this many orders and lines, so the order pages page, scroll and summarise a real volume. */
export const MIN_ORDERS = 400;
export const MIN_ORDER_LINES = 2000;

/** Order currency: mostly the bill-to's own, sometimes another the customer buys in. */
const CURRENCY_BY_COUNTRY: Record<string, string> = { US: 'USD', DE: 'EUR', SG: 'SGD' };
const OTHER_CURRENCIES = ['GBP', 'JPY', 'CNY', 'MXN'] as const;

/**
 * At least 400 orders with 2,000 lines over the last 400 days, in every status the portal shows, in
 * several currencies, with multi-shipment, partially shipped, cancelled and rescheduled lines.
 */
export function* orderSteps(seed: number, now: number, parts: readonly PartRecord[]): Steps<StoredLine[]> {
  const rng = createRng(seed).fork('orders');
  const lines: StoredLine[] = [];
  let shipmentId = 880_000;
  for (let o = 0; o < MIN_ORDERS || lines.length < MIN_ORDER_LINES; o++) {
    yield;
    const orderId = 410_000 + o * 7 + rng.int(0, 6);
    const entered = now - rng.int(1, 400) * DAY + rng.int(0, 23) * HOUR;
    const type = rng.weighted([
      ['Sales', 85],
      ['Sample', 10],
      ['NCO', 5],
    ] as const);
    const billTo = rng.pick(BILL_TO);
    const shipCandidates = SHIP_TO.filter((s) => s.Customer.Id === billTo.Customer.Id);
    const shipTo = rng.pick(shipCandidates.length ? shipCandidates : SHIP_TO);
    const end = rng.pick(END_CUSTOMERS);
    const currency = rng.chance(0.15)
      ? rng.pick(OTHER_CURRENCIES)
      : (CURRENCY_BY_COUNTRY[billTo.Address.Country] ?? 'USD');
    const carrier = rng.pick(CARRIERS.slice(0, 4));
    const po = rng.chance(0.5)
      ? `PO-${new Date(entered).getUTCFullYear()}-${String(1000 + o * 13).padStart(5, '0')}`
      : `45${String(rng.int(10_000_000, 99_999_999))}`;
    const confirmation = `SO${4_100_000 + o * 31 + rng.int(0, 30)}`;
    const lineCount = rng.weighted([
      [1, 12],
      [2, 14],
      [3, 14],
      [4, 14],
      [5, 12],
      [6, 10],
      [8, 10],
      [10, 8],
      [12, 6],
    ] as const);
    const orderCancelled = rng.chance(0.05);
    for (let l = 1; l <= lineCount; l++) {
      const rec = rng.pick(parts);
      const unit = rec.packaging.standardQuantity;
      const quantity =
        type === 'Sample' ? rng.int(1, 10) : Math.max(rec.minimumOrderQuantity, rng.int(1, 20) * unit);
      const requested = entered + rng.int(14, 120) * DAY;
      const scheduled = requested + rng.int(-7, 21) * DAY;
      const rescheduled = rng.chance(0.15) ? scheduled + rng.int(3, 30) * DAY : null;
      const due = rescheduled ?? scheduled;
      const status = orderCancelled || rng.chance(0.03) ? 'Cancelled' : statusFor(rng, due, now, entered);
      const shipments: Shipment[] = [];
      if (status === 'Fully Shipped' || status === 'Partially Shipped') {
        const count =
          status === 'Fully Shipped'
            ? rng.weighted([
                [1, 6],
                [2, 3],
                [3, 1],
              ] as const)
            : rng.int(1, 2);
        const shippedTotal =
          status === 'Fully Shipped'
            ? quantity
            : Math.max(1, Math.floor(quantity * (0.2 + rng.next() * 0.5)));
        let left = shippedTotal;
        for (let s = 0; s < count && left > 0; s++) {
          const qty = s === count - 1 ? left : Math.max(1, Math.floor(left / (count - s)));
          left -= qty;
          shipments.push({
            ShipmentId: shipmentId++,
            ShipmentReference: `DN${shipmentId + 7_000_000}`,
            LeadTrackingNumber: trackingNumber(rng, carrier.Name),
            // A shipment planned for the future went out lately instead (within the last week).
            ShipDate: isoDateTime(Math.min(now - rng.int(1, 7 * 24 - 1) * HOUR, due - (count - s) * 2 * DAY)),
            ShipAttention: rng.pick(['Receiving', 'M. Alvarez', 'J. Becker', 'Warehouse 3', 'L. Chen']),
            QuantityShipped: qty,
          });
        }
      }
      const netUsd = type === 'Sales' ? unitPriceUsd(rec, quantity) : 0;
      lines.push({
        ...makeOrderLine(`L${String(lines.length + 1).padStart(6, '0')}`, {
          OrderId: orderId,
          MfgLineNumber: l * 10,
          LineNumber: l,
          LineType: type,
          ConfirmationNumber: confirmation,
          Status: status,
          PONumber: po,
          ShippingOption: {
            Carrier: carrier,
            ServiceLevel: rng.pick(SERVICE_LEVELS),
            BillingOption: rng.pick(BILLING_OPTIONS),
          },
          ReferencePONumber: rng.chance(0.2) ? `REF-${rng.int(10_000, 99_999)}` : null,
          Notes: rng.chance(0.15)
            ? [
                rng.pick([
                  'Ship complete',
                  'Deliver to dock 7 only',
                  'Partial shipments accepted',
                  'Call before delivery',
                ]),
              ]
            : [],
          TrackingNumbers: shipments.map((s) => s.LeadTrackingNumber),
          Entered: isoDateTime(entered),
          Requested: isoDateTime(requested),
          Scheduled: isoDateTime(scheduled),
          RescheduleDate: rescheduled === null ? null : isoDateTime(rescheduled),
          CustomerPart: `AVC-${String(rng.int(100_000, 999_999))}`,
          Part: rec.partNumber,
          Currency: currency,
          Quantity: quantity,
          NetPrice: convertFromUsd(netUsd, currency),
          ShipTo: shipTo,
          BillTo: billTo,
          EndCustomer: end.Customer,
          EndCustomerLocation: end,
          SourceId: rng.weighted([
            [1, 5],
            [2, 3],
            [3, 2],
          ] as const),
          ConvertedNetPrice: netUsd,
        }),
        Shipments: shipments,
      });
    }
  }
  return lines;
}

function statusFor(rng: Rng, due: number, now: number, entered: number): string {
  if (due < now - 10 * DAY) {
    // Mostly shipped by now; a few stay open past their date (the past-due lines).
    return rng.weighted([
      ['Fully Shipped', 94],
      ['Partially Shipped', 3],
      ['Scheduled', 2],
      ['Open', 1],
    ] as const);
  }
  if (entered > now - 3 * DAY && rng.chance(0.5)) return 'Received';
  return rng.weighted([
    ['Open', 30],
    ['Scheduled', 45],
    ['Partially Shipped', 12],
    ['Received', 8],
    ['Fully Shipped', 5],
  ] as const);
}

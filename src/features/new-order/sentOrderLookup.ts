import { collectOrderLines } from '@/api/orderLinesAll';
import { searchOrders } from '@/api/orders';
import type { NewOrder, OrderLine } from '@/api/schemas';
import { ORDER_MATCH_COUNT } from '@/api/params';

/**
 * What order search (GET /v1/search, the only way the spec offers to ask "did my order arrive?": POST
 * /v1/new takes no idempotency key) says about an order whose send may have reached the service.
 * - `placed`: an order with this PO number has exactly this draft's lines: it arrived, never send again;
 * - `others`: orders with this PO number exist but with other lines: the user decides;
 * - `absent`: no line carries this PO number: sending is safe.
 */
export type SentOrderLookup =
  | { kind: 'placed'; confirmations: string[] }
  | { kind: 'others'; confirmations: string[] }
  | { kind: 'absent' };

const lineKey = (lineNumber: number, part: string, quantity: number) =>
  `${lineNumber}|${part.trim().toUpperCase()}|${quantity}`;

/** Reads the found lines against the order: one confirmation number is one placed order. */
export function matchSentOrder(order: NewOrder, found: readonly OrderLine[]): SentOrderLookup {
  const po = order.PONumber.trim().toLowerCase();
  const byConfirmation = new Map<string, string[]>();
  for (const line of found) {
    if (line.PONumber.trim().toLowerCase() !== po) continue;
    const keys = byConfirmation.get(line.ConfirmationNumber) ?? [];
    keys.push(lineKey(line.LineNumber, line.Part, line.Quantity));
    byConfirmation.set(line.ConfirmationNumber, keys);
  }
  if (byConfirmation.size === 0) return { kind: 'absent' };
  const wanted = order.Lines.map((l) => lineKey(l.LineNumber, l.Part, l.Quantity))
    .sort()
    .join('\n');
  const placed = [...byConfirmation].filter(([, keys]) => keys.sort().join('\n') === wanted);
  return placed.length > 0
    ? { kind: 'placed', confirmations: placed.map(([n]) => n) }
    : { kind: 'others', confirmations: [...byConfirmation.keys()] };
}

/** Every line order search finds for the PO number (cancelled ones too: a placed order stays placed). */
export async function lookUpSentOrder(order: NewOrder): Promise<SentOrderLookup> {
  const { lines } = await collectOrderLines(
    (startAfter) =>
      searchOrders({
        searchTerm: order.PONumber,
        matchCount: ORDER_MATCH_COUNT.max,
        startAfter,
        includeCancelled: true,
      }),
    10,
  );
  return matchSentOrder(order, lines);
}

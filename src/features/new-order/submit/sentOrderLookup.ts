import { collectOrderLines } from '@/api/orderLinesAll';
import { searchOrders } from '@/api/orders';
import type { NewOrder, OrderLine } from '@/model/schemas';
import { ORDER_MATCH_COUNT } from '@/model/orderFilters';

/**
 * What order search (GET /v1/search, the only way the spec offers to ask "did my order arrive?": POST
 * /v1/new takes no idempotency key) says about an order whose send may have reached the service.
 * - `placed`: an order with this PO number has exactly this draft's lines: it arrived, never send again;
 * - `others`: orders with this PO number exist but with other lines: the user decides;
 * - `absent`: the search read every page to its empty end, filtered by the PO number (every line it sent
 *   carries the term), and no line carries this PO number: sending again will not order twice;
 * - `unconfirmed`: the search stopped before its end (`partial`) or sent lines without the term, i.e. it
 *   ignored the term (`unfiltered`): "not found" would claim more than was checked; the buyer decides.
 */
export type SentOrderLookup =
  | { kind: 'placed'; confirmations: string[] }
  | { kind: 'others'; confirmations: string[] }
  | { kind: 'absent' }
  | { kind: 'unconfirmed'; reason: 'partial' | 'unfiltered' };

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

/** The term filtered the lines: each one carries it in its PO, confirmation or part number (spec 4.14). */
const carriesTerm = (line: OrderLine, term: string) =>
  [line.PONumber, line.ConfirmationNumber, line.Part].some((v) => v.toLowerCase().includes(term));

/** Reads a finished search: an absence counts only when the whole filtered result was read. */
export function judgeSentOrder(
  order: NewOrder,
  found: { lines: readonly OrderLine[]; complete: boolean },
): SentOrderLookup {
  const result = matchSentOrder(order, found.lines);
  if (result.kind !== 'absent') return result;
  const term = order.PONumber.trim().toLowerCase();
  if (!found.lines.every((line) => carriesTerm(line, term)))
    return { kind: 'unconfirmed', reason: 'unfiltered' };
  return found.complete ? result : { kind: 'unconfirmed', reason: 'partial' };
}

/** Every line order search finds for the PO number (cancelled ones too: a placed order stays placed). */
export async function lookUpSentOrder(order: NewOrder): Promise<SentOrderLookup> {
  const found = await collectOrderLines(
    (startAfter) =>
      searchOrders({
        searchTerm: order.PONumber,
        matchCount: ORDER_MATCH_COUNT.max,
        startAfter,
        includeCancelled: true,
      }),
    LOOKUP_PAGES,
  );
  return judgeSentOrder(order, found);
}

/** Pages the look-up reads at most (of up to 100 lines; a service may answer as few as 10 a page). */
const LOOKUP_PAGES = 50;

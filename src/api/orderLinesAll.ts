import { queryOptions } from '@tanstack/react-query';
import {
  getOpenOrders,
  getOrderHistory,
  nextOrderPageParam,
  orderKeys,
  type OpenOrdersFilters,
  type OrderHistoryFilters,
} from './orders';
import { ORDER_MATCH_COUNT } from './params';
import type { OrderLine } from './schemas';

/** Summaries read at most this many pages of 100 lines; beyond it they say they are partial. */
export const MAX_SUMMARY_PAGES = 50;

export type CollectedLines = { lines: OrderLine[]; complete: boolean };

/** Every line of one paging session: pages of 100 from an empty startAfter until a short page. */
export async function collectOrderLines(
  fetchPage: (startAfter: string) => Promise<OrderLine[]>,
  maxPages = MAX_SUMMARY_PAGES,
): Promise<CollectedLines> {
  const lines: OrderLine[] = [];
  let startAfter = '';
  for (let page = 0; page < maxPages; page++) {
    const batch = await fetchPage(startAfter);
    lines.push(...batch);
    const next = nextOrderPageParam(batch, ORDER_MATCH_COUNT.max, startAfter);
    if (next === undefined) return { lines, complete: true };
    startAfter = next;
  }
  return { lines, complete: false };
}

/** All open lines of a filter (the summary above the table and the home page's panels). */
export function allOpenOrderLinesQueryOptions(filters: Omit<OpenOrdersFilters, 'matchCount'> = {}) {
  return queryOptions({
    queryKey: [...orderKeys.open(), 'all', filters] as const,
    queryFn: ({ signal }) =>
      collectOrderLines((startAfter) =>
        getOpenOrders({ ...filters, matchCount: ORDER_MATCH_COUNT.max, startAfter }, { signal }),
      ),
  });
}

/** All history lines of a filter, e.g. a date range with shipments (the home page's recent shipments). */
export function allOrderHistoryLinesQueryOptions(filters: Omit<OrderHistoryFilters, 'matchCount'>) {
  return queryOptions({
    queryKey: [...orderKeys.history(), 'all', filters] as const,
    queryFn: ({ signal }) =>
      collectOrderLines((startAfter) =>
        getOrderHistory({ ...filters, matchCount: ORDER_MATCH_COUNT.max, startAfter }, { signal }),
      ),
  });
}

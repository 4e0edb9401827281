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
import { flattenTolerantPages, type SkippedRow, type TolerantList } from './tolerantList';

/** Summaries read at most this many pages of 100 lines; beyond it they say they are partial. */
export const MAX_SUMMARY_PAGES = 50;

export type CollectedLines = { lines: OrderLine[]; skipped: SkippedRow[]; complete: boolean };

/** Every line of one paging session: pages of 100 from an empty startAfter until a short page. */
export async function collectOrderLines(
  fetchPage: (startAfter: string) => Promise<TolerantList<OrderLine>>,
  maxPages = MAX_SUMMARY_PAGES,
): Promise<CollectedLines> {
  const pages: TolerantList<OrderLine>[] = [];
  let startAfter = '';
  let complete = false;
  while (pages.length < maxPages) {
    const batch = await fetchPage(startAfter);
    pages.push(batch);
    const next = nextOrderPageParam(batch, ORDER_MATCH_COUNT.max, startAfter);
    if (next === undefined) {
      complete = true;
      break;
    }
    startAfter = next;
  }
  const { items, skipped } = flattenTolerantPages(pages);
  return { lines: items, skipped, complete };
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

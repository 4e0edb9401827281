import { queryOptions, useSuspenseQueries } from '@tanstack/react-query';
import {
  endedOnEmptyPage,
  getOpenOrders,
  getOrderHistory,
  nextOrderPageParam,
  orderKeys,
  type OpenOrdersFilters,
  type OrderHistoryFilters,
} from './orders';
import { ORDER_MATCH_COUNT } from '@/model/orderFilters';
import type { OrderLine } from '@/model/schemas';
import { flattenTolerantPages, type SkippedRow, type TolerantList } from '@/model/tolerantList';

/**
 * Summaries read at most this many pages; beyond it they say they are partial. Pages may hold as few
 * as the service's default of 10 lines whatever was asked (see nextOrderPageParam), so it is generous.
 */
export const MAX_SUMMARY_PAGES = 200;

/** `complete`: the session ended on an empty page, so every line was read. */
export type CollectedLines = { lines: OrderLine[]; skipped: SkippedRow[]; complete: boolean };

/** Every line of one paging session: pages of 100 asked for, from an empty startAfter until an empty page. */
export async function collectOrderLines(
  fetchPage: (startAfter: string) => Promise<TolerantList<OrderLine>>,
  maxPages = MAX_SUMMARY_PAGES,
): Promise<CollectedLines> {
  const pages: TolerantList<OrderLine>[] = [];
  const cursors = [''];
  while (pages.length < maxPages) {
    const batch = await fetchPage(cursors[cursors.length - 1] ?? '');
    pages.push(batch);
    const next = nextOrderPageParam(batch, cursors);
    if (next === undefined) break;
    cursors.push(next);
  }
  const { items, skipped } = flattenTolerantPages(pages);
  return { lines: items, skipped, complete: endedOnEmptyPage(pages) };
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

/**
 * Every open line and every past-due line (two paging sessions of their own), read side by side: one
 * suspense read of both, so the past-due read starts with the open one instead of after it, and Try again
 * after a failure reads both again. (A prefetch of the past-due lines beside a suspense read of the open
 * ones did neither reliably: a prefetch skips a query that has failed, and the summary could show the
 * old failure again once the open lines had come back.)
 */
export function useOpenAndPastDueLines() {
  const [open, pastDue] = useSuspenseQueries({
    queries: [allOpenOrderLinesQueryOptions(), allOpenOrderLinesQueryOptions({ pastDueOnly: true })],
  });
  return { open, pastDue };
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

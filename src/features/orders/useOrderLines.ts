import { useEffect, useMemo } from 'react';
import type { InfiniteData, UseSuspenseInfiniteQueryResult } from '@tanstack/react-query';
import { endedOnEmptyPage } from '@/api/orders';
import { flattenTolerantPages, receivedCount, type TolerantList } from '@/model/tolerantList';
import type { OrderLine } from '@/model/schemas';
import type { OrderLinesPaging } from './OrderLinesView';

/**
 * The loaded pages of one paging session as one list of lines (and the rows the schema skipped). With a
 * linked line (`?line=<Id>`) not yet loaded, it pages on until the line is found or the pages end.
 * Call it right after the query hook, in the same component: the query hook updates its observer's
 * options in an effect, and this effect must run after it (a child's effect would page with the
 * previous filters' options after a filter change).
 */
export function useOrderLines(
  query: UseSuspenseInfiniteQueryResult<InfiniteData<TolerantList<OrderLine>, unknown>>,
  lineId: string | undefined,
  matchCount: number,
): OrderLinesPaging {
  const { pages } = query.data;
  const flat = useMemo(() => flattenTolerantPages(pages), [pages]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const searching = lineId !== undefined && hasNextPage && !flat.items.some((l) => l.Id === lineId);
  const received = pages.reduce((sum, page) => sum + receivedCount(page), 0);
  const last = pages[pages.length - 1];
  // A short page is not the end (docs/api-assumptions.md, "Paging"): the table reads on by itself until
  // it holds whole pages of what was asked, so a service that answers 10 lines to a count of 100 fills
  // the page the user asked for, and a truly last page is confirmed by the empty one after it.
  const filling =
    hasNextPage && last !== undefined && receivedCount(last) < matchCount && received % matchCount !== 0;
  // Finding a linked line follows from the URL, not from a click. `flat` is a dependency: after a filter
  // change fetchNextPage keeps its identity while the lines become another session's.
  useEffect(() => {
    if ((searching || filling) && !isFetchingNextPage) void fetchNextPage();
  }, [searching, filling, isFetchingNextPage, fetchNextPage, flat]);
  return {
    lines: flat.items,
    skipped: flat.skipped,
    complete: !hasNextPage && endedOnEmptyPage(pages),
    hasNextPage,
    isFetchingNextPage,
    fetchNextPage,
  };
}

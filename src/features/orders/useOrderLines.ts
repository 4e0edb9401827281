import { useEffect, useMemo } from 'react';
import type { InfiniteData, UseSuspenseInfiniteQueryResult } from '@tanstack/react-query';
import { flattenTolerantPages, type TolerantList } from '@/api/tolerantList';
import type { OrderLine } from '@/api/schemas';
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
): OrderLinesPaging {
  const flat = useMemo(() => flattenTolerantPages(query.data.pages), [query.data.pages]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const searching = lineId !== undefined && hasNextPage && !flat.items.some((l) => l.Id === lineId);
  // Finding a linked line follows from the URL, not from a click. `flat` is a dependency: after a filter
  // change fetchNextPage keeps its identity while the lines become another session's.
  useEffect(() => {
    if (searching && !isFetchingNextPage) void fetchNextPage();
  }, [searching, isFetchingNextPage, fetchNextPage, flat]);
  return {
    lines: flat.items,
    skipped: flat.skipped,
    hasNextPage,
    isFetchingNextPage,
    fetchNextPage,
  };
}

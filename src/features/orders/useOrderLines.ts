import { useMemo } from 'react';
import type { InfiniteData, UseSuspenseInfiniteQueryResult } from '@tanstack/react-query';
import { flattenTolerantPages, type TolerantList } from '@/api/tolerantList';
import type { OrderLine } from '@/api/schemas';
import type { OrderLinesPaging } from './OrderLinesView';

/** The loaded pages of one paging session as one list of lines (and the rows the schema skipped). */
export function useOrderLines(
  query: UseSuspenseInfiniteQueryResult<InfiniteData<TolerantList<OrderLine>, unknown>>,
): OrderLinesPaging {
  const flat = useMemo(() => flattenTolerantPages(query.data.pages), [query.data.pages]);
  return {
    lines: flat.items,
    skipped: flat.skipped,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    fetchNextPage: query.fetchNextPage,
  };
}

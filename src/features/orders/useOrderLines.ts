import { useMemo } from 'react';
import type { InfiniteData, UseSuspenseInfiniteQueryResult } from '@tanstack/react-query';
import type { OrderLine } from '@/api/schemas';
import type { OrderLinesPaging } from './OrderLinesView';

/** The loaded pages of one paging session as one list of lines. */
export function useOrderLines(
  query: UseSuspenseInfiniteQueryResult<InfiniteData<OrderLine[], unknown>>,
): OrderLinesPaging {
  const lines = useMemo(() => query.data.pages.flat(), [query.data.pages]);
  return {
    lines,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    fetchNextPage: query.fetchNextPage,
  };
}

import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { FetchOptions } from './http';
import { ORDER_MATCH_COUNT } from './params';
import type { OrderLine } from './schemas';
import { lastRowId, receivedCount, type TolerantList } from './tolerantList';
import { keyParams } from './validate';
import {
  openOrdersParamsSchema,
  orderHistoryParamsSchema,
  orderSearchParamsSchema,
  type OpenOrdersFilters,
  type OpenOrdersParams,
  type OrderHistoryFilters,
  type OrderHistoryParams,
  type OrderSearchFilters,
  type OrderSearchParams,
} from './orderParams';

export const orderKeys = {
  all: ['orders'] as const,
  open: () => [...orderKeys.all, 'open'] as const,
  openPage: (params: OpenOrdersParams = {}) =>
    [...orderKeys.open(), 'page', keyParams(openOrdersParamsSchema, params)] as const,
  openInfinite: (filters: OpenOrdersFilters = {}) =>
    [...orderKeys.open(), 'infinite', keyParams(openOrdersParamsSchema, filters)] as const,
  history: () => [...orderKeys.all, 'history'] as const,
  historyPage: (params: OrderHistoryParams) =>
    [...orderKeys.history(), 'page', keyParams(orderHistoryParamsSchema, params)] as const,
  historyInfinite: (filters: OrderHistoryFilters) =>
    [...orderKeys.history(), 'infinite', keyParams(orderHistoryParamsSchema, filters)] as const,
  search: () => [...orderKeys.all, 'search'] as const,
  searchPage: (params: OrderSearchParams = {}) =>
    [...orderKeys.search(), 'page', keyParams(orderSearchParamsSchema, params)] as const,
  searchInfinite: (filters: OrderSearchFilters = {}) =>
    [...orderKeys.search(), 'infinite', keyParams(orderSearchParamsSchema, filters)] as const,
};

/**
 * The next startAfter is the Id of the last line of a full page; a shorter page is the last one. The
 * infinite queries are keyed by the whole filter, so a filter change starts a new paging session from ''.
 */
export function nextOrderPageParam(
  lastPage: TolerantList<OrderLine>,
  matchCountValue: number,
  lastPageParam: string,
) {
  const lastId = lastRowId(lastPage, (line) => line.Id);
  if (receivedCount(lastPage) < matchCountValue || lastId === undefined || lastId === lastPageParam) {
    return undefined;
  }
  return lastId;
}

/**
 * The one cursor-paged infinite query of the order-line requests: pages of matchCount lines after
 * startAfter, keyed by the whole filter so that a filter change starts a new paging session from ''.
 */
export function orderLinesInfiniteQueryOptions<F extends { matchCount?: number }>(
  queryKey: QueryKey,
  filters: F,
  fetchPage: (params: F & { startAfter: string }, options: FetchOptions) => Promise<TolerantList<OrderLine>>,
) {
  const matchCount = filters.matchCount ?? ORDER_MATCH_COUNT.default;
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage({ ...filters, startAfter: pageParam }, { signal }),
    initialPageParam: '',
    getNextPageParam: (lastPage, _all, lastPageParam) =>
      nextOrderPageParam(lastPage, matchCount, lastPageParam),
  });
}

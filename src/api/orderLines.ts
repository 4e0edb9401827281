import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { z } from '@/lib/zod';
import type { FetchOptions, QueryValue } from './http';
import { openOrderParams, orderHistoryParams, orderSearchParams } from './params';
import {
  openOrdersParamsSchema,
  orderHistoryParamsSchema,
  orderSearchParamsSchema,
  toQuery,
  type OpenOrdersFilters,
  type OrderHistoryFilters,
  type OrderSearchFilters,
  type OrderSearchParams,
} from './orderParams';
import { defineGet, pagedKeys, requestQueryOptions } from './request';
import { orderLineListAnswerSchema, type OrderLine } from '@/model/schemas';
import { lastRowId, receivedCount, wholeList, type TolerantList } from '@/model/tolerantList';

/*
 * The three order-line requests (spec 4.12-4.14): each a fetcher, the query options of one page (a cursor
 * kept in the URL) and the cursor-paged infinite query. They differ only in route, parameters and keys.
 */

const openKeys = pagedKeys(['orders', 'open'], openOrdersParamsSchema);
const historyKeys = pagedKeys(['orders', 'history'], orderHistoryParamsSchema);
const searchKeys = pagedKeys(['orders', 'search'], orderSearchParamsSchema);
export const orderKeys = {
  all: ['orders'] as const,
  open: openKeys.root,
  openInfinite: openKeys.infinite,
  history: historyKeys.root,
  historyInfinite: historyKeys.infinite,
  search: searchKeys.root,
  searchPage: searchKeys.page,
  searchInfinite: searchKeys.infinite,
};

/** A GET of order lines: its parameters renamed to their wire names, the answer a tolerant list of lines. */
const getOrderLines = <S extends z.ZodMiniType<Record<string, QueryValue>>>(
  route: string,
  params: S,
  wireNames: () => Record<string, string>,
) =>
  defineGet({
    area: 'orders',
    route,
    params,
    answer: orderLineListAnswerSchema,
    // A 204 or an empty body is "no lines" (docs/api-assumptions.md, "Answers"), not a malformed answer.
    onNoContent: () => wholeList<OrderLine>([]),
    query: (checked) => toQuery(wireNames(), checked),
  });

/** GET /v1/openorders: accepted lines not yet fully shipped, matchCount at a time after startAfter. */
export const getOpenOrders = getOrderLines('/v1/openorders', openOrdersParamsSchema, openOrderParams);
/** GET /v1/history: open, scheduled and shipped lines; at least one filter is required. */
export const getOrderHistory = getOrderLines('/v1/history', orderHistoryParamsSchema, orderHistoryParams);
/** GET /v1/search: free-text search by a PO number, confirmation number or part number. */
export const searchOrders = getOrderLines('/v1/search', orderSearchParamsSchema, orderSearchParams);

export const orderSearchQueryOptions = (params: OrderSearchParams = {}) =>
  requestQueryOptions(orderKeys.searchPage(params), (options) => searchOrders(params, options));

export const openOrdersInfiniteQueryOptions = (filters: OpenOrdersFilters = {}) =>
  orderLinesInfiniteQueryOptions(orderKeys.openInfinite(filters), filters, getOpenOrders);
export const orderHistoryInfiniteQueryOptions = (filters: OrderHistoryFilters) =>
  orderLinesInfiniteQueryOptions(orderKeys.historyInfinite(filters), filters, getOrderHistory);
export const orderSearchInfiniteQueryOptions = (filters: OrderSearchFilters = {}) =>
  orderLinesInfiniteQueryOptions(orderKeys.searchInfinite(filters), filters, searchOrders);

/**
 * Where the next page starts: the Id of the last line of any page that brought lines. A page shorter
 * than asked is not the end: a service that does not know the match-count parameter answers its default
 * of 10 whatever was asked (spec 4.12). Only an empty page ends the session, or a cursor already used in
 * it (a service that ignores startAfter would answer the same page forever). The infinite queries are
 * keyed by the whole filter, so a filter change starts a new paging session from ''.
 */
export function nextOrderPageParam(
  lastPage: TolerantList<OrderLine>,
  usedCursors: readonly string[],
): string | undefined {
  if (receivedCount(lastPage) === 0) return undefined;
  const lastId = lastRowId(lastPage, (line) => line.Id);
  if (lastId === undefined || usedCursors.includes(lastId)) return undefined;
  return lastId;
}

/** Every line was read only when the session ended on an empty page (not on a repeated cursor). */
export const endedOnEmptyPage = (pages: readonly TolerantList<OrderLine>[]): boolean => {
  const last = pages[pages.length - 1];
  return last !== undefined && receivedCount(last) === 0;
};

/** The one cursor-paged infinite query of the order-line requests: pages of matchCount lines after startAfter. */
function orderLinesInfiniteQueryOptions<F extends { matchCount?: number }>(
  queryKey: QueryKey,
  filters: F,
  fetchPage: (params: F & { startAfter: string }, options: FetchOptions) => Promise<TolerantList<OrderLine>>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage({ ...filters, startAfter: pageParam }, { signal }),
    initialPageParam: '',
    getNextPageParam: (lastPage, _pages, _lastPageParam, allPageParams) =>
      nextOrderPageParam(lastPage, allPageParams),
  });
}

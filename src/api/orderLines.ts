import { OPEN_ORDER_PARAMS, ORDER_HISTORY_PARAMS, ORDER_SEARCH_PARAMS } from './params';
import {
  openOrdersParamsSchema,
  orderHistoryParamsSchema,
  orderSearchParamsSchema,
  toQuery,
  type OpenOrdersFilters,
  type OpenOrdersParams,
  type OrderHistoryFilters,
  type OrderHistoryParams,
  type OrderSearchFilters,
  type OrderSearchParams,
} from './orderParams';
import { orderKeys, orderLinesInfiniteQueryOptions } from './orderPaging';
import { defineGet, requestQueryOptions } from './request';
import { orderLineListAnswerSchema } from './schemas';

/*
 * The three order-line requests (spec 4.12-4.14): each a fetcher, the query options of one page (a cursor
 * kept in the URL) and the cursor-paged infinite query. They differ only in route, parameters and keys.
 */

/** GET /v1/openorders: accepted lines not yet fully shipped, matchCount at a time after startAfter. */
export const getOpenOrders = defineGet({
  area: 'orders',
  route: '/v1/openorders',
  params: openOrdersParamsSchema,
  answer: orderLineListAnswerSchema,
  query: (checked) => toQuery(OPEN_ORDER_PARAMS, checked),
});
export const openOrdersQueryOptions = (params: OpenOrdersParams = {}) =>
  requestQueryOptions(orderKeys.openPage(params), (options) => getOpenOrders(params, options));
export const openOrdersInfiniteQueryOptions = (filters: OpenOrdersFilters = {}) =>
  orderLinesInfiniteQueryOptions(orderKeys.openInfinite(filters), filters, getOpenOrders);

/** GET /v1/history: open, scheduled and shipped lines; at least one filter is required. */
export const getOrderHistory = defineGet({
  area: 'orders',
  route: '/v1/history',
  params: orderHistoryParamsSchema,
  answer: orderLineListAnswerSchema,
  query: (checked) => toQuery(ORDER_HISTORY_PARAMS, checked),
});
export const orderHistoryQueryOptions = (params: OrderHistoryParams) =>
  requestQueryOptions(orderKeys.historyPage(params), (options) => getOrderHistory(params, options));
export const orderHistoryInfiniteQueryOptions = (filters: OrderHistoryFilters) =>
  orderLinesInfiniteQueryOptions(orderKeys.historyInfinite(filters), filters, getOrderHistory);

/** GET /v1/search: free-text search by a PO number, confirmation number or part number. */
export const searchOrders = defineGet({
  area: 'orders',
  route: '/v1/search',
  params: orderSearchParamsSchema,
  answer: orderLineListAnswerSchema,
  query: (checked) => toQuery(ORDER_SEARCH_PARAMS, checked),
});
export const orderSearchQueryOptions = (params: OrderSearchParams = {}) =>
  requestQueryOptions(orderKeys.searchPage(params), (options) => searchOrders(params, options));
export const orderSearchInfiniteQueryOptions = (filters: OrderSearchFilters = {}) =>
  orderLinesInfiniteQueryOptions(orderKeys.searchInfinite(filters), filters, searchOrders);

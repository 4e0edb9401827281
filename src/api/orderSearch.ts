import { queryOptions } from '@tanstack/react-query';
import { apiRequest, type FetchOptions } from './http';
import { ORDER_SEARCH_PARAMS } from './params';
import {
  orderSearchParamsSchema,
  toQuery,
  type OrderSearchFilters,
  type OrderSearchParams,
} from './orderParams';
import { orderLineListAnswerSchema, type OrderLine } from './schemas';
import type { TolerantList } from './tolerantList';
import { parseParams } from './validate';
import { orderKeys, orderLinesInfiniteQueryOptions } from './orderPaging';

/** GET /v1/search: free-text search by a PO number, confirmation number or part number. */
export async function searchOrders(
  params: OrderSearchParams = {},
  options: FetchOptions = {},
): Promise<TolerantList<OrderLine>> {
  const endpoint = 'GET /v1/search';
  const p = parseParams(endpoint, orderSearchParamsSchema, params);
  return apiRequest({
    endpoint,
    area: 'orders',
    path: '/v1/search',
    query: toQuery(ORDER_SEARCH_PARAMS, p),
    schema: orderLineListAnswerSchema,
    signal: options.signal,
  });
}

export function orderSearchQueryOptions(params: OrderSearchParams = {}) {
  return queryOptions({
    queryKey: orderKeys.searchPage(params),
    queryFn: ({ signal }) => searchOrders(params, { signal }),
  });
}

export function orderSearchInfiniteQueryOptions(filters: OrderSearchFilters = {}) {
  return orderLinesInfiniteQueryOptions({
    queryKey: orderKeys.searchInfinite(filters),
    filters,
    fetchPage: (params, signal) => searchOrders(params, { signal }),
  });
}

import { queryOptions } from '@tanstack/react-query';
import { apiRequest, type FetchOptions } from './http';
import { ORDER_HISTORY_PARAMS } from './params';
import {
  orderHistoryParamsSchema,
  toQuery,
  type OrderHistoryFilters,
  type OrderHistoryParams,
} from './orderParams';
import { orderLineListAnswerSchema, type OrderLine } from './schemas';
import type { TolerantList } from './tolerantList';
import { parseParams } from './validate';
import { orderKeys, orderLinesInfiniteQueryOptions } from './orderPaging';

/** GET /v1/history: open, scheduled and shipped lines; at least one filter is required. */
export async function getOrderHistory(
  params: OrderHistoryParams,
  options: FetchOptions = {},
): Promise<TolerantList<OrderLine>> {
  const endpoint = 'GET /v1/history';
  const p = parseParams(endpoint, orderHistoryParamsSchema, params);
  return apiRequest({
    endpoint,
    area: 'orders',
    path: '/v1/history',
    query: toQuery(ORDER_HISTORY_PARAMS, p),
    schema: orderLineListAnswerSchema,
    signal: options.signal,
  });
}

export function orderHistoryQueryOptions(params: OrderHistoryParams) {
  return queryOptions({
    queryKey: orderKeys.historyPage(params),
    queryFn: ({ signal }) => getOrderHistory(params, { signal }),
  });
}

export function orderHistoryInfiniteQueryOptions(filters: OrderHistoryFilters) {
  return orderLinesInfiniteQueryOptions({
    queryKey: orderKeys.historyInfinite(filters),
    filters,
    fetchPage: (params, signal) => getOrderHistory(params, { signal }),
  });
}

import { queryOptions } from '@tanstack/react-query';
import { apiRequest, type FetchOptions } from './http';
import { OPEN_ORDER_PARAMS } from './params';
import {
  openOrdersParamsSchema,
  toQuery,
  type OpenOrdersFilters,
  type OpenOrdersParams,
} from './orderParams';
import { orderLineListAnswerSchema, type OrderLine } from './schemas';
import type { TolerantList } from './tolerantList';
import { parseParams } from './validate';
import { orderKeys, orderLinesInfiniteQueryOptions } from './orderPaging';

/** GET /v1/openorders: accepted lines not yet fully shipped, matchCount at a time after startAfter. */
export async function getOpenOrders(
  params: OpenOrdersParams = {},
  options: FetchOptions = {},
): Promise<TolerantList<OrderLine>> {
  const endpoint = 'GET /v1/openorders';
  const p = parseParams(endpoint, openOrdersParamsSchema, params);
  return apiRequest({
    endpoint,
    area: 'orders',
    path: '/v1/openorders',
    query: toQuery(OPEN_ORDER_PARAMS, p),
    schema: orderLineListAnswerSchema,
    signal: options.signal,
  });
}

export function openOrdersQueryOptions(params: OpenOrdersParams = {}) {
  return queryOptions({
    queryKey: orderKeys.openPage(params),
    queryFn: ({ signal }) => getOpenOrders(params, { signal }),
  });
}

export function openOrdersInfiniteQueryOptions(filters: OpenOrdersFilters = {}) {
  return orderLinesInfiniteQueryOptions({
    queryKey: orderKeys.openInfinite(filters),
    filters,
    fetchPage: (params, signal) => getOpenOrders(params, { signal }),
  });
}

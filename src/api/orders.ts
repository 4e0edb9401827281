import { infiniteQueryOptions, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, type FetchOptions, type QueryValue } from './http';
import {
  ORDER_HISTORY_PARAMS,
  ORDER_MATCH_COUNT,
  ORDER_SEARCH_PARAMS,
  ORDER_TYPES,
  OPEN_ORDER_PARAMS,
} from './params';
import {
  newOrderResponseSchema,
  newOrderSchema,
  orderLineListAnswerSchema,
  type NewOrder,
  type OrderLine,
} from './schemas';
import { lastRowId, receivedCount, type TolerantList } from './tolerantList';
import { dateParam, intParam, keyParams, optionalText, parseParams } from './validate';

const matchCount = intParam('matchCount', 1, ORDER_MATCH_COUNT.max).default(ORDER_MATCH_COUNT.default);
const orderType = z
  .enum(ORDER_TYPES, { message: `orderType must be one of ${ORDER_TYPES.join(', ')}` })
  .default('all');
// '' is the first page of a new paging session (spec 4.12).
const startAfter = z.string().default('');
const optionalDate = (name: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
    .pipe(dateParam(name).optional());

// ---- parameter schemas: their keys are exactly the keys of the name maps in params.ts ----------------

export const openOrdersParamsSchema = z.object({
  matchCount,
  startAfter,
  part: optionalText,
  orderType,
  confirmationNumber: optionalText,
  includeReceivedOrders: z.boolean().default(false),
  pastDueOnly: z.boolean().default(false),
});
export type OpenOrdersParams = z.input<typeof openOrdersParamsSchema>;
export type OpenOrdersFilters = Omit<OpenOrdersParams, 'startAfter'>;

const HISTORY_FILTER_RULE =
  'order history needs at least one filter: order id, PO number, confirmation number, part number, customer part number, end customer name, or a date range';

export const orderHistoryParamsSchema = z
  .object({
    orderType,
    matchCount,
    startAfter,
    initialDate: optionalDate('initialDate'),
    finalDate: optionalDate('finalDate'),
    orderId: intParam('orderId', 1).optional(),
    mfgLineNumber: intParam('mfgLineNumber', 0).optional(),
    lineNumber: intParam('lineNumber', 0).optional(),
    confirmationNumber: optionalText,
    poNumber: optionalText,
    part: optionalText,
    customerPart: optionalText,
    endCustomerName: optionalText,
    includeCancelled: z.boolean().default(false),
    includeShipments: z.boolean().default(false),
  })
  .superRefine((p, ctx) => {
    if (p.initialDate && !p.finalDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['finalDate'],
        message: 'initialDate is used only with finalDate: give both dates',
      });
    } else if (p.finalDate && !p.initialDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['initialDate'],
        message: 'finalDate is used only with initialDate: give both dates',
      });
    } else if (p.initialDate && p.finalDate && p.initialDate > p.finalDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['finalDate'],
        message: 'initialDate must not be after finalDate',
      });
    }
    if ((p.mfgLineNumber !== undefined || p.lineNumber !== undefined) && p.orderId === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['orderId'],
        message: 'mfgLineNumber and lineNumber are used only with an order id (orderId)',
      });
    }
    const hasFilter =
      p.orderId !== undefined ||
      [p.poNumber, p.confirmationNumber, p.part, p.customerPart, p.endCustomerName].some(
        (v) => v !== undefined,
      ) ||
      (p.initialDate !== undefined && p.finalDate !== undefined);
    if (!hasFilter) ctx.addIssue({ code: 'custom', path: [], message: HISTORY_FILTER_RULE });
  });
export type OrderHistoryParams = z.input<typeof orderHistoryParamsSchema>;
export type OrderHistoryFilters = Omit<OrderHistoryParams, 'startAfter'>;

export const orderSearchParamsSchema = z.object({
  searchTerm: optionalText,
  matchCount,
  startAfter,
  orderType,
  includeCancelled: z.boolean().default(false),
});
export type OrderSearchParams = z.input<typeof orderSearchParamsSchema>;
export type OrderSearchFilters = Omit<OrderSearchParams, 'startAfter'>;

// A compile error here means a parameter schema and its name map in params.ts have drifted apart.
type SameKeys<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never]
  ? true
  : false;
const _openKeys: SameKeys<z.output<typeof openOrdersParamsSchema>, typeof OPEN_ORDER_PARAMS> = true;
const _historyKeys: SameKeys<z.output<typeof orderHistoryParamsSchema>, typeof ORDER_HISTORY_PARAMS> = true;
const _searchKeys: SameKeys<z.output<typeof orderSearchParamsSchema>, typeof ORDER_SEARCH_PARAMS> = true;
void [_openKeys, _historyKeys, _searchKeys];

/** Renames parameters to their wire names; an empty startAfter is left out (it is the default). */
function toQuery<M extends Record<string, string>>(
  names: M,
  values: { [K in keyof M]?: QueryValue },
): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  for (const [key, wireName] of Object.entries(names)) {
    const value = values[key as keyof M];
    if (key === 'startAfter' && value === '') continue;
    query[wireName] = value;
  }
  return query;
}

// ---- fetchers ------------------------------------------------------------------------------------

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

/** POST /v1/new: the confirmation numbers of the new order. Never retried (it would order twice). */
export async function submitOrder(order: NewOrder, options: FetchOptions = {}): Promise<string[]> {
  const endpoint = 'POST /v1/new';
  const body = parseParams(endpoint, newOrderSchema, order);
  return apiRequest({
    endpoint,
    area: 'orders',
    method: 'POST',
    path: '/v1/new',
    body,
    schema: newOrderResponseSchema,
    signal: options.signal,
  });
}

// ---- keys and options ----------------------------------------------------------------------------

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

const countOf = (filters: { matchCount?: number }) => filters.matchCount ?? ORDER_MATCH_COUNT.default;

export function openOrdersQueryOptions(params: OpenOrdersParams = {}) {
  return queryOptions({
    queryKey: orderKeys.openPage(params),
    queryFn: ({ signal }) => getOpenOrders(params, { signal }),
  });
}

export function openOrdersInfiniteQueryOptions(filters: OpenOrdersFilters = {}) {
  return infiniteQueryOptions({
    queryKey: orderKeys.openInfinite(filters),
    queryFn: ({ pageParam, signal }) => getOpenOrders({ ...filters, startAfter: pageParam }, { signal }),
    initialPageParam: '',
    getNextPageParam: (lastPage, _all, lastPageParam) =>
      nextOrderPageParam(lastPage, countOf(filters), lastPageParam),
  });
}

export function orderHistoryQueryOptions(params: OrderHistoryParams) {
  return queryOptions({
    queryKey: orderKeys.historyPage(params),
    queryFn: ({ signal }) => getOrderHistory(params, { signal }),
  });
}

export function orderHistoryInfiniteQueryOptions(filters: OrderHistoryFilters) {
  return infiniteQueryOptions({
    queryKey: orderKeys.historyInfinite(filters),
    queryFn: ({ pageParam, signal }) => getOrderHistory({ ...filters, startAfter: pageParam }, { signal }),
    initialPageParam: '',
    getNextPageParam: (lastPage, _all, lastPageParam) =>
      nextOrderPageParam(lastPage, countOf(filters), lastPageParam),
  });
}

export function orderSearchQueryOptions(params: OrderSearchParams = {}) {
  return queryOptions({
    queryKey: orderKeys.searchPage(params),
    queryFn: ({ signal }) => searchOrders(params, { signal }),
  });
}

export function orderSearchInfiniteQueryOptions(filters: OrderSearchFilters = {}) {
  return infiniteQueryOptions({
    queryKey: orderKeys.searchInfinite(filters),
    queryFn: ({ pageParam, signal }) => searchOrders({ ...filters, startAfter: pageParam }, { signal }),
    initialPageParam: '',
    getNextPageParam: (lastPage, _all, lastPageParam) =>
      nextOrderPageParam(lastPage, countOf(filters), lastPageParam),
  });
}

/** Submitting refreshes every order list (the new lines appear in open orders and history). */
export function submitOrderMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...orderKeys.all, 'new'] as const,
    mutationFn: (order: NewOrder) => submitOrder(order),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

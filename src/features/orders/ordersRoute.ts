import { getRouteApi } from '@tanstack/react-router';
import { z } from '@/lib/zod';
import { lazySchema } from '@/lib/lazySchema';
import {
  openOrdersInfiniteQueryOptions,
  orderHistoryInfiniteQueryOptions,
  orderHistoryParamsSchema,
  orderSearchInfiniteQueryOptions,
  type OpenOrdersFilters,
  type OrderHistoryFilters,
  type OrderSearchFilters,
} from '@/api/orders';
// The light module, not the kit's index: route modules load with the first page, the table kit must not.
import { colsParam, sortParam } from '@/components/table/useTableSearch';
import { INT32_MAX } from '@/lib/limits';
import { optionalDayParam, optionalTextParam } from '@/lib/searchParams';
import { ORDER_MATCH_COUNT, ORDER_TYPES, orderFilterShape, type KindBuilders } from '@/model/orderFilters';

/**
 * The search params of the three order tabs, derived from the filter declarations (model/orderFilters.ts).
 * The router parses each value as JSON first, so "?part=123" arrives as a number: text fields take numbers
 * back as the text that was typed. Every field falls back on its own, so one bad value in a shared link
 * keeps the rest.
 */
const text = () => optionalTextParam(100);
const flag = (initial: boolean) => z.catch(z._default(z.boolean(), initial), initial);
const orderType = () => z.catch(z._default(z.enum(ORDER_TYPES), 'all'), 'all');
const matchCount = () =>
  z.catch(
    z._default(z.number().check(z.int(), z.gte(1), z.lte(ORDER_MATCH_COUNT.max)), ORDER_MATCH_COUNT.default),
    ORDER_MATCH_COUNT.default,
  );
const whole = (min: number) =>
  z.catch(z.optional(z.number().check(z.int(), z.gte(min), z.lte(INT32_MAX))), undefined);

const URL_PARAMS = {
  text,
  whole: (d) => whole(d.min ?? 0),
  day: () => optionalDayParam,
  flag: (d) => flag(d.initial ?? false),
  orderType,
  matchCount,
} satisfies KindBuilders;

/** What every tab's table keeps in the URL: sorting, hidden columns and the line in the side panel. */
const tableSearchSchema = () =>
  z.object({
    sort: sortParam(),
    cols: colsParam(),
    line: text(),
  });
export type OrderTableSearch = z.output<ReturnType<typeof tableSearchSchema>>;
export type Filters<S> = Omit<S, keyof OrderTableSearch>;

/** The loader's deps: the filters only, so sorting, columns and the side panel never refetch. */
export function filtersOf<S extends OrderTableSearch>(search: S): Filters<S> {
  const { sort: _sort, cols: _cols, line: _line, ...filters } = search;
  return filters;
}

// Each tab's schema is built the first time its address is read (stripSearchDefaults).
export const openOrdersSearchSchema = lazySchema(() =>
  z.extend(tableSearchSchema(), orderFilterShape('open', URL_PARAMS)),
);
export type OpenOrdersSearch = z.output<typeof openOrdersSearchSchema>;

export const orderHistorySearchSchema = lazySchema(() =>
  z.extend(tableSearchSchema(), orderFilterShape('history', URL_PARAMS)),
);
export type OrderHistorySearch = z.output<typeof orderHistorySearchSchema>;

// The search term is `q` in the URL (a contract of the page's address), `searchTerm` in the request.
export const orderSearchSearchSchema = lazySchema(() => {
  const { searchTerm: q, ...searchFilters } = orderFilterShape('search', URL_PARAMS);
  return z.extend(tableSearchSchema(), { q, ...searchFilters });
});
export type OrderSearchSearch = z.output<typeof orderSearchSearchSchema>;

// ---- the query each page (and its loader) runs --------------------------------------------------

// Open orders and history name their URL filters as the API names its parameters: the filters are the
// request (the types check that they fit; the schemas above hold no other field).
export const openOrdersFilters = (s: Filters<OpenOrdersSearch>): OpenOrdersFilters => s;
export const openOrdersPageQuery = (s: Filters<OpenOrdersSearch>) =>
  openOrdersInfiniteQueryOptions(openOrdersFilters(s));

export const orderHistoryFilters = (s: Filters<OrderHistorySearch>): OrderHistoryFilters => s;
/** History sends nothing until its rules hold (at least one filter, dates in pairs, lines with an order). */
export function historyRuleBroken(s: Filters<OrderHistorySearch>): boolean {
  return !orderHistoryParamsSchema.safeParse(orderHistoryFilters(s)).success;
}
export const orderHistoryPageQuery = (s: Filters<OrderHistorySearch>) =>
  orderHistoryInfiniteQueryOptions(orderHistoryFilters(s));

export function orderSearchFilters(s: Filters<OrderSearchSearch>): OrderSearchFilters {
  return {
    searchTerm: s.q,
    orderType: s.orderType,
    includeCancelled: s.includeCancelled,
    matchCount: s.matchCount,
  };
}
export const orderSearchPageQuery = (s: Filters<OrderSearchSearch>) =>
  orderSearchInfiniteQueryOptions(orderSearchFilters(s));

export const openOrdersRouteApi = getRouteApi('/orders/');
export const orderHistoryRouteApi = getRouteApi('/orders/history');
export const orderSearchRouteApi = getRouteApi('/orders/search');

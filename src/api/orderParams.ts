import { t } from '@lingui/core/macro';
import { z } from '@/lib/zod';
import { lazySchema } from '@/lib/lazySchema';
import type { QueryValue } from './http';
import {
  ORDER_MATCH_COUNT,
  ORDER_TYPES,
  orderFilterShape,
  refineHistoryRules,
  type KindBuilders,
  type OrderRequest,
} from '@/model/orderFilters';
import { dateParam, intParam, optionalText } from './validate';

/*
 * The parameters of the three order-line requests (spec 4.12-4.14), derived from the filter declarations
 * (model/orderFilters.ts): each filter's kind gives its parameter schema, history's rules are the
 * declared ones, and params.ts gives the wire names of the same keys.
 */

const matchCount = lazySchema(() =>
  z._default(intParam('matchCount', 1, ORDER_MATCH_COUNT.max), ORDER_MATCH_COUNT.default),
);
// The order types are the wire values (data), listed as the service writes them.
const ORDER_TYPE_LIST = ORDER_TYPES.join(', ');
const orderType = lazySchema(() =>
  z._default(z.enum(ORDER_TYPES, { error: () => t`orderType must be one of ${ORDER_TYPE_LIST}` }), 'all'),
);
// '' is the first page of a new paging session (spec 4.12).
const startAfter = lazySchema(() => z._default(z.string(), ''));
const optionalDate = (name: string) =>
  z.pipe(
    z.pipe(
      z.optional(z.string()),
      z.transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim())),
    ),
    z.optional(dateParam(name)),
  );
const optionalWhole = (name: string, min: number) => z.optional(intParam(name, min));
const flag = (initial: boolean) => z._default(z.boolean(), initial);

const PARAMS = {
  text: () => optionalText,
  whole: (d, key) => optionalWhole(key, d.min ?? 0),
  day: (_d, key) => optionalDate(key),
  flag: (d) => flag(d.initial ?? false),
  orderType: () => orderType,
  matchCount: () => matchCount,
} satisfies KindBuilders;

const paramShape = <R extends OrderRequest>(request: R) => ({
  ...orderFilterShape(request, PARAMS),
  startAfter,
});

export const openOrdersParamsSchema = lazySchema(() => z.object(paramShape('open')));
export type OpenOrdersParams = z.input<typeof openOrdersParamsSchema>;
export type OpenOrdersFilters = Omit<OpenOrdersParams, 'startAfter'>;

export const orderHistoryParamsSchema = lazySchema(() =>
  z.object(paramShape('history')).check(z.superRefine((p, ctx) => refineHistoryRules(p, ctx))),
);
export type OrderHistoryParams = z.input<typeof orderHistoryParamsSchema>;
export type OrderHistoryFilters = Omit<OrderHistoryParams, 'startAfter'>;

export const orderSearchParamsSchema = lazySchema(() => z.object(paramShape('search')));
export type OrderSearchParams = z.input<typeof orderSearchParamsSchema>;
export type OrderSearchFilters = Omit<OrderSearchParams, 'startAfter'>;

/** Renames parameters to their wire names; an empty startAfter is left out (it is the default). */
export function toQuery<M extends Record<string, string>>(
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

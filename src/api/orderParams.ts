import { z } from 'zod';
import type { QueryValue } from './http';
import type { orderHistoryParams, orderSearchParams, openOrderParams } from './params';
import { ORDER_MATCH_COUNT, ORDER_TYPES } from './params';
import { dateParam, intParam, optionalText } from './validate';

/*
 * The parameters of the three order-line requests (spec 4.12-4.14): their schemas, whose keys are exactly
 * the keys of the wire-name maps in params.ts (over the API profile), and the renaming to wire names.
 */

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

export const openOrdersParamsSchema = z.lazy(() =>
  z.object({
    matchCount,
    startAfter,
    part: optionalText,
    orderType,
    confirmationNumber: optionalText,
    includeReceivedOrders: z.boolean().default(false),
    pastDueOnly: z.boolean().default(false),
  }),
);
export type OpenOrdersParams = z.input<typeof openOrdersParamsSchema>;
export type OpenOrdersFilters = Omit<OpenOrdersParams, 'startAfter'>;

const HISTORY_FILTER_RULE =
  'order history needs at least one filter: order id, PO number, confirmation number, part number, customer part number, end customer name, or a date range';

export const orderHistoryParamsSchema = z.lazy(() =>
  z
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
    }),
);
export type OrderHistoryParams = z.input<typeof orderHistoryParamsSchema>;
export type OrderHistoryFilters = Omit<OrderHistoryParams, 'startAfter'>;

export const orderSearchParamsSchema = z.lazy(() =>
  z.object({
    searchTerm: optionalText,
    matchCount,
    startAfter,
    orderType,
    includeCancelled: z.boolean().default(false),
  }),
);
export type OrderSearchParams = z.input<typeof orderSearchParamsSchema>;
export type OrderSearchFilters = Omit<OrderSearchParams, 'startAfter'>;

// A compile error here means a parameter schema and its name map in params.ts have drifted apart.
type SameKeys<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never]
  ? true
  : false;
const _openKeys: SameKeys<z.output<typeof openOrdersParamsSchema>, ReturnType<typeof openOrderParams>> = true;
const _historyKeys: SameKeys<
  z.output<typeof orderHistoryParamsSchema>,
  ReturnType<typeof orderHistoryParams>
> = true;
const _searchKeys: SameKeys<
  z.output<typeof orderSearchParamsSchema>,
  ReturnType<typeof orderSearchParams>
> = true;
void [_openKeys, _historyKeys, _searchKeys];

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

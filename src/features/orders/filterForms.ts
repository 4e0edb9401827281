import { z } from 'zod';
import { ORDER_MATCH_COUNT, ORDER_TYPES } from '@/api/params';
import { INT32_MAX } from '@/lib/limits';

/**
 * The filter forms' schemas: the values as typed (text inputs give strings, number inputs '' or a
 * number), validated with the spec's rules and a message next to the field that breaks one.
 */
const text = z.string().trim().max(100, { message: 'At most 100 characters' });
const matchCount = z
  .number({ message: `A whole number from 1 to ${ORDER_MATCH_COUNT.max}` })
  .int({ message: `A whole number from 1 to ${ORDER_MATCH_COUNT.max}` })
  .min(1, { message: `A whole number from 1 to ${ORDER_MATCH_COUNT.max}` })
  .max(ORDER_MATCH_COUNT.max, {
    message: `At most ${ORDER_MATCH_COUNT.max} lines per page (the service's limit)`,
  });
const orderType = z.enum(ORDER_TYPES);
const optionalWhole = (min: number, what: string) =>
  z.union([
    z.literal(''),
    z
      .number({ message: `${what} is a whole number` })
      .int({ message: `${what} is a whole number` })
      .min(min, { message: `${what} is at least ${min}` })
      .max(INT32_MAX, { message: `${what} is too large` }),
  ]);

export const openOrdersFormSchema = z.object({
  part: text,
  confirmationNumber: text,
  orderType,
  includeReceivedOrders: z.boolean(),
  pastDueOnly: z.boolean(),
  matchCount,
});

export const orderSearchFormSchema = z.object({
  q: text.min(1, { message: 'Type a PO number, a confirmation number or a part number' }),
  orderType,
  includeCancelled: z.boolean(),
  matchCount,
});

const date = z.union([
  z.literal(''),
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'A date such as 2026-01-31' }),
]);

export const HISTORY_NEEDS_A_FILTER =
  'Give at least one filter: order id, PO number, confirmation number, part number, customer part number, end customer name, or a date range.';

export const orderHistoryFormSchema = z
  .object({
    orderId: optionalWhole(1, 'The order id'),
    mfgLineNumber: optionalWhole(0, 'The line number'),
    lineNumber: optionalWhole(0, 'The customer line number'),
    poNumber: text,
    confirmationNumber: text,
    part: text,
    customerPart: text,
    endCustomerName: text,
    initialDate: date,
    finalDate: date,
    orderType,
    includeCancelled: z.boolean(),
    includeShipments: z.boolean(),
    matchCount,
  })
  .superRefine((v, ctx) => {
    if (v.initialDate && !v.finalDate)
      ctx.addIssue({
        code: 'custom',
        path: ['finalDate'],
        message: 'Give the final date too: the range needs both dates',
      });
    if (v.finalDate && !v.initialDate)
      ctx.addIssue({
        code: 'custom',
        path: ['initialDate'],
        message: 'Give the initial date too: the range needs both dates',
      });
    if (v.initialDate && v.finalDate && v.initialDate > v.finalDate)
      ctx.addIssue({
        code: 'custom',
        path: ['finalDate'],
        message: 'The final date must not be before the initial date',
      });
    if ((v.mfgLineNumber !== '' || v.lineNumber !== '') && v.orderId === '')
      ctx.addIssue({
        code: 'custom',
        path: ['orderId'],
        message: 'Line numbers search within one order: give its order id',
      });
    const hasFilter =
      v.orderId !== '' ||
      [v.poNumber, v.confirmationNumber, v.part, v.customerPart, v.endCustomerName].some(
        (t) => t.trim() !== '',
      ) ||
      (v.initialDate !== '' && v.finalDate !== '');
    if (!hasFilter && !(v.initialDate || v.finalDate))
      ctx.addIssue({ code: 'custom', path: ['filters'], message: HISTORY_NEEDS_A_FILTER });
  });
export type OrderHistoryFormValues = z.input<typeof orderHistoryFormSchema>;

export const ORDER_TYPE_OPTIONS = [
  { value: 'all', label: 'All types' },
  { value: 'sales', label: 'Sales' },
  { value: 'sample', label: 'Sample' },
  { value: 'nco', label: 'NCO' },
];

/** A filter form's values: a filter the URL leaves out is '' in its input. */
export type FormValues<F> = {
  [K in keyof F]-?: undefined extends F[K] ? Exclude<F[K], undefined> | '' : F[K];
};
/** The URL's filters from a form's parsed values: '' is "not given". */
export type GivenFilters<V> = { [K in keyof V]: '' extends V[K] ? Exclude<V[K], ''> | undefined : V[K] };

/** The URL's filters as a form's values, one for each field of the form's schema. */
export function formValuesOf<F extends object>(schema: { shape: object }, filters: F): FormValues<F> {
  const values = Object.keys(schema.shape).map((key) => [key, filters[key as keyof F] ?? '']);
  return Object.fromEntries(values) as FormValues<F>;
}

/** A form's parsed values as the URL's filters: an empty field is left out of the URL. */
export function givenFilters<V extends object>(values: V): GivenFilters<V> {
  const filters = Object.entries(values).map(([key, value]) => [key, value === '' ? undefined : value]);
  return Object.fromEntries(filters) as GivenFilters<V>;
}

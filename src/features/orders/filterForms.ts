import { z } from '@/lib/zod';
import { INT32_MAX } from '@/lib/limits';
import { isCalendarDay } from '@/lib/searchParams';
import {
  ORDER_MATCH_COUNT,
  ORDER_TYPE_FILTER_LABELS,
  ORDER_TYPES,
  orderFilterShape,
  refineHistoryRules,
  type KindBuilders,
} from '@/model/orderFilters';

/**
 * The filter forms' schemas, derived from the filter declarations (model/orderFilters.ts): the values as
 * typed (text inputs give strings, number and date inputs '' or a value), validated with the declared
 * rules and a message next to the field that breaks one.
 */
const text = z.string().check(z.trim(), z.maxLength(100, { message: 'At most 100 characters' }));
const matchCount = z.number({ message: `A whole number from 1 to ${ORDER_MATCH_COUNT.max}` }).check(
  z.int({ message: `A whole number from 1 to ${ORDER_MATCH_COUNT.max}` }),
  z.gte(1, { message: `A whole number from 1 to ${ORDER_MATCH_COUNT.max}` }),
  z.lte(ORDER_MATCH_COUNT.max, {
    message: `At most ${ORDER_MATCH_COUNT.max} lines per page (the service's limit)`,
  }),
);
const orderType = z.enum(ORDER_TYPES);
const optionalWhole = (min: number, what: string) =>
  z.union([
    z.literal(''),
    z
      .number({ message: `${what} is a whole number` })
      .check(
        z.int({ message: `${what} is a whole number` }),
        z.gte(min, { message: `${what} is at least ${min}` }),
        z.lte(INT32_MAX, { message: `${what} is too large` }),
      ),
  ]);
const day = z.union([
  z.literal(''),
  z.string().check(z.refine(isCalendarDay, { message: 'A date such as 2026-01-31' })),
]);

const FORM_FIELDS = {
  text: (d) => (d.required ? text.check(z.minLength(1, { message: d.required })) : text),
  whole: (d) => optionalWhole(d.min ?? 0, `The ${d.label.toLowerCase()}`),
  day: () => day,
  flag: () => z.boolean(),
  orderType: () => orderType,
  matchCount: () => matchCount,
} satisfies KindBuilders;
export const openOrdersFormSchema = z.object(orderFilterShape('open', FORM_FIELDS));

const { searchTerm: q, ...searchFields } = orderFilterShape('search', FORM_FIELDS);
export const orderSearchFormSchema = z.object({ q, ...searchFields });

export const orderHistoryFormSchema = z
  .object(orderFilterShape('history', FORM_FIELDS))
  .check(z.superRefine((v, ctx) => refineHistoryRules(givenFilters(v), ctx, ['filters'])));
export type OrderHistoryFormValues = z.input<typeof orderHistoryFormSchema>;

export const ORDER_TYPE_FILTER_OPTIONS = ORDER_TYPES.map((value) => ({
  value,
  label: ORDER_TYPE_FILTER_LABELS[value],
}));

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

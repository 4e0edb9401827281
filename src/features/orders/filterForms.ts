import { z } from 'zod';
import { INT32_MAX } from '@/lib/limits';
import { isCalendarDay } from '@/lib/searchParams';
import {
  OPEN_ORDER_FILTERS,
  ORDER_HISTORY_FILTERS,
  ORDER_MATCH_COUNT,
  ORDER_SEARCH_FILTERS,
  ORDER_TYPE_FILTER_LABELS,
  ORDER_TYPES,
  historyRuleIssues,
  shapeOf,
  type KindBuilders,
  type FilterDeclarations,
} from '@/model/orderFilters';

/**
 * The filter forms' schemas, derived from the filter declarations (model/orderFilters.ts): the values as
 * typed (text inputs give strings, number and date inputs '' or a value), validated with the declared
 * rules and a message next to the field that breaks one.
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
const day = z.union([
  z.literal(''),
  z.string().refine(isCalendarDay, { message: 'A date such as 2026-01-31' }),
]);

const FORM_FIELDS = {
  text: (d) => (d.required ? text.min(1, { message: d.required }) : text),
  whole: (d) => optionalWhole(d.min ?? 0, `The ${d.label.toLowerCase()}`),
  day: () => day,
  flag: () => z.boolean(),
  orderType: () => orderType,
  matchCount: () => matchCount,
} satisfies KindBuilders;
const formShape = <D extends FilterDeclarations>(declarations: D) => shapeOf(declarations, FORM_FIELDS);

export const openOrdersFormSchema = z.object(formShape(OPEN_ORDER_FILTERS));

const { searchTerm: q, ...searchFields } = formShape(ORDER_SEARCH_FILTERS);
export const orderSearchFormSchema = z.object({ q, ...searchFields });

export const orderHistoryFormSchema = z.object(formShape(ORDER_HISTORY_FILTERS)).superRefine((v, ctx) => {
  const given = Object.entries(v).map(([key, value]) => [key, value === '' ? undefined : value]);
  for (const { path, message } of historyRuleIssues(Object.fromEntries(given))) {
    // The rule about the whole request shows above the fields.
    ctx.addIssue({ code: 'custom', path: path.length === 0 ? ['filters'] : path, message });
  }
});
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

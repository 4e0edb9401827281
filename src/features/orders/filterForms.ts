import { t } from '@lingui/core/macro';
import { z } from '@/lib/zod';
import { INT32_MAX } from '@/lib/limits';
import { i18n } from '@/lib/i18n';
import { isCalendarDay } from '@/lib/searchParams';
import {
  type OPEN_ORDER_FILTERS,
  type ORDER_HISTORY_FILTERS,
  ORDER_MATCH_COUNT,
  type ORDER_SEARCH_FILTERS,
  ORDER_TYPES,
  orderFilterShape,
  refineHistoryRules,
  type KindBuilders,
} from '@/model/orderFilters';

/**
 * The filter forms' schemas, derived from the filter declarations (model/orderFilters.ts): the values as
 * typed (text inputs give strings, number and date inputs '' or a value), validated with the declared
 * rules and a message next to the field that breaks one. Messages are functions: zod calls them when a
 * check fails, so they read in the language of that moment.
 */
const text = z.string().check(z.trim(), z.maxLength(100, { error: () => t`At most 100 characters` }));
const max = ORDER_MATCH_COUNT.max;
const notALineCount = () => t`A whole number from 1 to ${max}`;
const matchCount = z
  .number({ error: notALineCount })
  .check(
    z.int({ error: notALineCount }),
    z.gte(1, { error: notALineCount }),
    z.lte(max, { error: () => t`At most ${max} lines per page (the service's limit)` }),
  );
const orderType = z.enum(ORDER_TYPES);

type WholeMessages = { notWhole: () => string; tooSmall: (min: number) => string; tooLarge: () => string };
type WholeKeyOf<D> = { [K in keyof D]: D[K] extends { kind: 'whole' } ? K : never }[keyof D];
type WholeKey =
  | WholeKeyOf<typeof OPEN_ORDER_FILTERS>
  | WholeKeyOf<typeof ORDER_HISTORY_FILTERS>
  | WholeKeyOf<typeof ORDER_SEARCH_FILTERS>;

/**
 * Each whole-number field's messages, whole sentences naming the field (a field's name takes another form
 * inside a sentence in some languages, so it is not a placeholder). A whole-number filter declared without
 * messages here fails the typecheck.
 */
const WHOLE_MESSAGES: Record<WholeKey, WholeMessages> = {
  orderId: {
    notWhole: () => t`The order id is a whole number`,
    tooSmall: (min) => t`The order id is at least ${min}`,
    tooLarge: () => t`The order id is too large`,
  },
  mfgLineNumber: {
    notWhole: () => t`The line number is a whole number`,
    tooSmall: (min) => t`The line number is at least ${min}`,
    tooLarge: () => t`The line number is too large`,
  },
  lineNumber: {
    notWhole: () => t`The customer line number is a whole number`,
    tooSmall: (min) => t`The customer line number is at least ${min}`,
    tooLarge: () => t`The customer line number is too large`,
  },
};

const optionalWhole = (min: number, messages: WholeMessages) =>
  z.union([
    z.literal(''),
    z
      .number({ error: messages.notWhole })
      .check(
        z.int({ error: messages.notWhole }),
        z.gte(min, { error: () => messages.tooSmall(min) }),
        z.lte(INT32_MAX, { error: messages.tooLarge }),
      ),
  ]);
const day = z.union([
  z.literal(''),
  z.string().check(z.refine(isCalendarDay, { error: () => t`A date such as 2026-01-31` })),
]);

const FORM_FIELDS = {
  text: ({ required }) => (required ? text.check(z.minLength(1, { error: () => i18n._(required) })) : text),
  whole: (d, key) => optionalWhole(d.min ?? 0, WHOLE_MESSAGES[key as WholeKey]),
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

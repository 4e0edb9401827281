import { z } from '@/lib/zod';
import { lazySchema } from '@/lib/lazySchema';

/*
 * The building blocks of every page's URL search schema. The router parses each search value as JSON
 * first, so "?q=20021121" arrives as a number and "?q=true" as a boolean: text parameters take them back
 * as the text that was typed. Every parameter falls back on its own, so one bad value in a shared link
 * keeps the rest.
 */

const typed = lazySchema(() => z.pipe(z.union([z.string(), z.number(), z.boolean()]), z.transform(String)));

/** A search term as typed (at most 200 characters); a page adds its own default. */
export const searchTermParam = lazySchema(() =>
  z.pipe(
    typed,
    z.transform((v) => v.slice(0, 200)),
  ),
);

/** Optional free text (a part number, a name, a trace id): trimmed, at most `max` characters, blank = not given. */
export function optionalTextParam(max = 200) {
  const textOrNothing = z.transform((v: string) => {
    const text = v.trim().slice(0, max);
    return text === '' ? undefined : text;
  });
  return z.catch(z.optional(z.pipe(typed, textOrNothing)), undefined);
}

/** yyyy-MM-dd naming a real calendar day (2026-02-30 is not one). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** An optional calendar day in the URL; anything else is dropped. */
export const optionalDayParam = lazySchema(() =>
  z.catch(z.optional(z.string().check(z.refine(isCalendarDay))), undefined),
);

/**
 * The values a page's search schema gives an empty URL: what `stripSearchParams` keeps out of the address
 * (/quotes, not /quotes?current=true&page=1). Read from the schema, so the two cannot drift. Every field of
 * a search schema falls back on its own (`z._default` / `z.catch`), so parsing nothing never throws.
 */
export function searchDefaults<S extends z.ZodMiniType<object>>(schema: S): z.output<S> {
  return schema.parse({});
}

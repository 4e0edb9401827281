import { t } from '@lingui/core/macro';
import { z } from '@/lib/zod';
import { lazySchema } from '@/lib/lazySchema';
import type { ExpectedParam } from '@/lib/zodIssues';
import { withUtcZone } from '@/lib/dateTime';
import { nullableList } from '../tolerantList';

/** Any JSON value: used where the spec shows no element shape, so the value is kept for display as-is. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function isJsonValue(value: unknown, depth = 0): value is JsonValue {
  if (depth > 200) return false;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every((v) => isJsonValue(v, depth + 1));
  return isPlainObject(value) && Object.values(value).every((v) => isJsonValue(v, depth + 1));
}

/*
 * Each schema is built on first use (lazySchema): this module is part of the entry, and a page's start parses
 * none of them before its first answer.
 *
 * The messages are built when a check fails (and what a value should have been when the issue is
 * described): this module is also loaded by the end-to-end tests' Node side, where no Lingui macro runs.
 */

/**
 * Checked, then kept as received: a recursive z.record would copy the value and lose an own "__proto__"
 * key (JSON.parse creates one), and display-only values are not worth the copying.
 */
export const jsonValueSchema = lazySchema(() =>
  z.custom<JsonValue>((value) => isJsonValue(value), {
    error: () => t`Expected any JSON value`,
    params: { expected: (() => t`any JSON value`) satisfies ExpectedParam },
  }),
);

/** Arrays of unshown element shape (Notes, models, …): `null` reads as []. */
export const jsonArraySchema = lazySchema(() => nullableList(jsonValueSchema));
export const jsonObjectSchema = lazySchema(() =>
  z.custom<{ [key: string]: JsonValue }>((value) => isPlainObject(value) && isJsonValue(value), {
    error: () => t`Expected a JSON object`,
    params: { expected: (() => t`a JSON object`) satisfies ExpectedParam },
  }),
);

/**
 * ISO 8601 date-time, with or without offset ("Z" or "+02:00"). One without a zone is UTC (spec 2.2): it
 * is given its "Z" here, once, so that no later `new Date()` reads it as the browser's local time.
 */
export const isoDateTimeSchema = lazySchema(() =>
  z.pipe(z.iso.datetime({ offset: true, local: true }), z.transform(withUtcZone)),
);
/** yyyy-MM-dd */
export const isoDateSchema = lazySchema(() => z.iso.date());

/**
 * int64 fields (timestampTicks, opportunityId). JSON numbers above 2^53 reach JS as rounded but whole
 * floats; zod's int() refuses anything beyond the safe range, which would reject real .NET tick values.
 */
export const int64Schema = lazySchema(() =>
  z.number().check(
    z.refine(Number.isInteger, {
      error: () => t`Expected a whole number`,
      params: { expected: (() => t`a whole number`) satisfies ExpectedParam },
    }),
  ),
);

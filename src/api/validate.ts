import { t } from '@lingui/core/macro';
import { z } from '@/lib/zod';
import { lazySchema } from '@/lib/lazySchema';
import { INT32_MAX } from '@/lib/limits';
import { isCalendarDay } from '@/lib/searchParams';
import { ApiError } from './errors';
import { formatIssuePath } from '@/lib/zodIssues';

/**
 * Parameter checks run before anything is sent: a broken rule becomes an ApiError of kind 'rule' whose
 * message names the rule, so the page can show it and the server never sees the request. The messages
 * name each parameter by its wire name (data) in a sentence of the language shown when the check runs.
 */
export function parseParams<S extends z.ZodMiniType>(
  endpoint: string,
  schema: S,
  input: z.input<S>,
): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = issue ? formatIssuePath(issue.path) : '';
  const message = issue?.message ?? t`invalid parameters`;
  throw new ApiError({
    kind: 'rule',
    endpoint,
    rule: path || undefined,
    // Our own messages already name their parameter; zod's generic ones get the name in front.
    message: path && !message.includes(path) ? `${path}: ${message}` : message,
    cause: parsed.error,
  });
}

/** Query-key form of the parameters: defaults applied when valid, else the input as given (keys never throw). */
export function keyParams<S extends z.ZodMiniType>(schema: S, input: z.input<S>): z.output<S> | z.input<S> {
  const parsed = schema.safeParse(input);
  return parsed.success ? parsed.data : input;
}

export function intParam(name: string, min: number, max = INT32_MAX) {
  const error = () =>
    max === INT32_MAX
      ? t`${name} must be a whole number of at least ${min}`
      : t`${name} must be a whole number from ${min} to ${max}`;
  return z.number({ error }).check(z.int({ error }), z.gte(min, { error }), z.lte(max, { error }));
}

/** int64 values (epochMilliseconds, opportunityId) stay within what a JS number holds exactly. */
export function int64Param(name: string, min: number) {
  const error = () => t`${name} must be a whole number of at least ${min}`;
  return z
    .number({ error })
    .check(
      z.int({ error }),
      z.gte(min, { error }),
      z.lte(Number.MAX_SAFE_INTEGER, { error: () => t`${name} is too large` }),
    );
}

export const currencyParam = lazySchema(() =>
  z._default(
    z.string().check(
      z.trim(),
      z.toUpperCase(),
      z.regex(/^[A-Z]{3}$/, {
        error: () => t`isoCurrencyCode must be a three-letter ISO 4217 code such as USD`,
      }),
    ),
    'USD',
  ),
);

/** yyyy-MM-dd naming a real calendar day. */
export function dateParam(name: string) {
  return z
    .string()
    .check(z.refine(isCalendarDay, { error: () => t`${name} must be a date written yyyy-MM-dd` }));
}

/**
 * A part number goes into a URL path segment. "." and ".." cannot: URL parsers resolve them as dot
 * segments (even percent-encoded), and a lone UTF-16 surrogate cannot be encoded at all.
 */
export function partParam(name = 'part') {
  const required = () => t`${name} (the part number) is required`;
  return z.string({ error: required }).check(
    z.refine((v) => v.trim() !== '', { error: required }),
    z.refine((v) => v !== '.' && v !== '..', { error: () => t`${name} cannot be "." or ".."` }),
    z.refine((v) => !/\p{Cs}/u.test(v), { error: () => t`${name} contains an invalid character` }),
  );
}

/** Encodes one path segment: '/', ' ', '#', '?', '%' and non-ASCII are all percent-encoded. */
export function encodePathSegment(value: string): string {
  return encodeURIComponent(value);
}

/** An optional filter string: trimmed, and left out of the query when blank. */
export const optionalText = lazySchema(() =>
  z.pipe(
    z.optional(z.string()),
    z.transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim())),
  ),
);

import { getRouteApi } from '@tanstack/react-router';
import { addCustomIssue, z } from '@/lib/zod';
import { lazySchema } from '@/lib/lazySchema';
import { availabilityInfiniteQueryOptions } from '@/api/catalog';

/** Records per request: enough for a busy hour or two per page, small enough to render at once. */
export const AVAILABILITY_PAGE_SIZE = 500;
export const HOUR_MS = 3_600_000;
export const DEFAULT_WINDOW_MS = 24 * HOUR_MS;

/**
 * `since` arrives as ISO 8601 or epoch milliseconds and is kept as ISO (UTC) so the URL reads well.
 * Dates before 1970 or unparseable values fail, and `z.catch` turns that into "not given".
 */
const MAX_DATE_MS = 8.64e15;

export const sinceSchema = lazySchema(() =>
  z.pipe(
    z.union([z.number(), z.string()]),
    z.transform((value, ctx) => {
      const ms =
        typeof value === 'number'
          ? value
          : /^\d{1,16}$/.test(value.trim())
            ? Number(value)
            : Date.parse(value);
      // A Date holds ±8.64e15 ms: a later safe integer (16 digits) would make toISOString throw.
      if (!Number.isSafeInteger(ms) || ms < 0 || ms > MAX_DATE_MS) {
        // Never shown (z.catch below drops a bad `since`): a developer's message, so it stays English.
        addCustomIssue(ctx, { message: 'since must be an ISO date-time or epoch milliseconds' });
        return z.NEVER;
      }
      return new Date(ms).toISOString();
    }),
  ),
);

export const availabilitySearchSchema = lazySchema(() =>
  z.object({
    since: z.catch(z.optional(sinceSchema), undefined),
    part: z.catch(
      z.pipe(
        z.optional(z.string().check(z.trim(), z.maxLength(200))),
        z.transform((v) => (v === '' ? undefined : v)),
      ),
      undefined,
    ),
  }),
);

/** The default window: the last 24 hours, to the second (a stable URL rather than a moving one). */
export function defaultSince(now = Date.now()): string {
  return new Date(Math.floor((now - DEFAULT_WINDOW_MS) / 1000) * 1000).toISOString();
}

export function availabilityParams(since: string) {
  return { epochMilliseconds: Date.parse(since), recordCount: AVAILABILITY_PAGE_SIZE };
}

/** The page's one query, primed by the loader and read by the stock-changes panel. */
export function availabilityPageQueryOptions(since: string) {
  return availabilityInfiniteQueryOptions(availabilityParams(since));
}

export const availabilityRouteApi = getRouteApi('/availability');

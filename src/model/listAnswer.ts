import { yieldToInput } from '@/lib/yieldToMain';
import type { z } from '@/lib/zod';
import { parseWithMessages } from '@/lib/zod';
import { lazySchema } from '@/lib/lazySchema';
import { flattenTolerantPages, tolerantListSchema, type TolerantList } from './tolerantList';

/**
 * List answers, read a slice of rows at a time.
 *
 * The open-orders summary reads every open line: 500 lines of the demo data are about 60 ms of parsing on
 * a laptop, four times that on a phone, in one task per page of 100. Parsed ten rows at a time with a
 * pause for input once a slice has run 4 ms, the page stays responsive and the result is the same: the
 * rows of the slices joined, each skipped row's index counted from the answer's first row.
 */
const sliceableAnswers = new WeakSet<z.ZodMiniType>();

const ROWS_PER_SLICE = 10;
const SLICE_BUDGET_MS = 4;

/**
 * The schema of a list answer (`tolerantListSchema` of `element`), built on first use, read in slices.
 * Marked free of side effects, like zod's own factories, so a schema no page uses is left out of the build.
 */
// @__NO_SIDE_EFFECTS__
export function listAnswerSchema<S extends z.ZodMiniType>(element: S, idField?: string) {
  const schema = lazySchema(() => tolerantListSchema(element, idField));
  sliceableAnswers.add(schema);
  return schema;
}

/** When to pause, and how: the browser's clock and `yieldToInput`, replaced in tests. */
export type SliceClock = { now: () => number; pause: () => Promise<void> };

const browserClock: SliceClock = { now: () => performance.now(), pause: yieldToInput };

/** A hidden tab has no input to wait for, and its tasks may be throttled: it parses in one go. */
const pageHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

async function parseRowsInSlices<T>(
  schema: z.ZodMiniType<TolerantList<T>>,
  rows: unknown[],
  clock: SliceClock,
): Promise<z.core.util.SafeParseResult<TolerantList<T>>> {
  const slices: TolerantList<T>[] = [];
  let sliceStart = clock.now();
  for (let start = 0; start < rows.length; start += ROWS_PER_SLICE) {
    const slice = schema.safeParse(rows.slice(start, start + ROWS_PER_SLICE));
    if (!slice.success) return slice;
    slices.push(slice.data);
    const more = start + ROWS_PER_SLICE < rows.length;
    if (more && clock.now() - sliceStart >= SLICE_BUDGET_MS && !pageHidden()) {
      await clock.pause();
      sliceStart = clock.now();
    }
  }
  return { success: true, data: flattenTolerantPages(slices) };
}

/**
 * An answer parsed with its schema: a list answer of `listAnswerSchema` that holds more than one slice of
 * rows is read in slices (same result as `schema.safeParse`), anything else at once. Its issues and skipped
 * rows carry zod's messages in the language shown, even when the first of them is wanted here.
 */
export function parseAnswer<T>(
  schema: z.ZodMiniType<T>,
  value: unknown,
  clock: SliceClock = browserClock,
): Promise<z.core.util.SafeParseResult<T>> {
  return parseWithMessages(() => parseOnce(schema, value, clock));
}

async function parseOnce<T>(
  schema: z.ZodMiniType<T>,
  value: unknown,
  clock: SliceClock,
): Promise<z.core.util.SafeParseResult<T>> {
  if (!sliceableAnswers.has(schema) || !Array.isArray(value) || value.length <= ROWS_PER_SLICE) {
    return schema.safeParse(value);
  }
  // Only listAnswerSchema adds to sliceableAnswers, so this schema's output is a tolerant list.
  const listSchema = schema as unknown as z.ZodMiniType<TolerantList<unknown>>;
  return (await parseRowsInSlices(listSchema, value, clock)) as z.core.util.SafeParseResult<T>;
}

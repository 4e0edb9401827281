import type { QueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { z } from '@/lib/zod';
import { lazySchema } from '@/lib/lazySchema';
import { usageDetailsQueryOptions, usageFullDetailQueryOptions, usageSummaryQueryOptions } from '@/api/usage';
import { usageApiSchema, type UsageApi } from '@/model/schemas';
import { colsParam, sortParam } from '@/components/table/useTableSearch';
import { optionalDayParam, optionalTextParam } from '@/lib/searchParams';

export const CODE_CLASSES = ['all', '2xx', '3xx', '4xx', '5xx'] as const;
export type CodeClass = (typeof CODE_CLASSES)[number];

/**
 * /usage?api=&date=yyyy-MM-dd&trace= (a contract: other pages and shared links use these names) plus the page's own view state:
 * summary table — `sumApi` (API filter), `action` (text), `sumSort`;
 * request rows — `code` (response-code class), `q` (text), `sort` and `cols` (the table kit's).
 * Every field falls back on its own, so one bad value in a shared link keeps the rest.
 */
export const usageSearchSchema = lazySchema(() =>
  z.object({
    api: z.catch(z.optional(usageApiSchema), undefined),
    date: optionalDayParam,
    trace: optionalTextParam(100),
    sumApi: optionalTextParam(60),
    action: optionalTextParam(200),
    sumSort: sortParam('date.desc'),
    code: z.catch(z._default(z.enum(CODE_CLASSES), 'all'), 'all'),
    q: optionalTextParam(200),
    sort: sortParam('time.asc'),
    cols: colsParam(),
  }),
);
export type UsageSearch = z.infer<typeof usageSearchSchema>;

export type UsageSelection = { api?: UsageApi; date?: string; trace?: string };

/** The page's queries: the week always; the rows once an API and a day are chosen; one call by its trace id. */
export function usagePageQueries({ api, date, trace }: UsageSelection) {
  const day = api && date ? { api, date } : null;
  return {
    summary: usageSummaryQueryOptions(),
    details: day ? usageDetailsQueryOptions(day) : null,
    fullDetail: day && trace ? usageFullDetailQueryOptions({ ...day, traceIdentifier: trace }) : null,
  };
}

/**
 * Loads the page's queries in parallel. A failure is left in the query cache for the panel that shows
 * it (each panel has its own error boundary), so a refused week never hides a shared call's detail.
 */
export async function loadUsagePage(queryClient: QueryClient, selection: UsageSelection): Promise<void> {
  const queries = usagePageQueries(selection);
  await Promise.allSettled([
    queryClient.ensureQueryData(queries.summary),
    queries.details ? queryClient.ensureQueryData(queries.details) : null,
    queries.fullDetail ? queryClient.ensureQueryData(queries.fullDetail) : null,
  ]);
}

export const usageRouteApi = getRouteApi('/usage');

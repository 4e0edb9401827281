import { getRouteApi } from '@tanstack/react-router';
import { z } from '@/lib/zod';
import { lazySchema } from '@/lib/lazySchema';
import { optionalTextParam } from '@/lib/searchParams';
import { quotesQueryOptions, type QuotesParams } from '@/api/quotes';
import { colsParam, pageParam, sortParam } from '@/components/table/useTableSearch';

const booleanParam = lazySchema(() =>
  z.catch(
    z._default(
      z.union([
        z.boolean(),
        z.pipe(
          z.enum(['true', 'false']),
          z.transform((v) => v === 'true'),
        ),
      ]),
      true,
    ),
    true,
  ),
);

/**
 * `/quotes?opportunityId=&part=&current=true|false&page=N&sort=`. `current` defaults to true (the API's
 * includeCurrentOnly); `sort` is `column.asc|desc` and orders the page shown (the API has no sort); `cols` the
 * columns shown (the table kit's).
 */
export const quotesSearchSchema = lazySchema(() =>
  z.object({
    opportunityId: z.catch(
      z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(Number.MAX_SAFE_INTEGER))),
      undefined,
    ),
    part: optionalTextParam(),
    current: booleanParam,
    page: pageParam(),
    sort: sortParam(),
    cols: colsParam(),
  }),
);
export type QuotesSearch = z.output<typeof quotesSearchSchema>;

/** The one request of the page (its loader and its table ask the same). */
function quotesPageParams(search: QuotesSearch): QuotesParams {
  return {
    opportunityId: search.opportunityId,
    part: search.part,
    includeCurrentOnly: search.current,
    pageNumber: search.page,
  };
}

/** The page's query (page N of the filters), primed by the loader and read by the results. */
export function quotesPageQueryOptions(search: QuotesSearch, pageNumber: number = search.page) {
  return quotesQueryOptions({ ...quotesPageParams(search), pageNumber });
}

export const quotesRouteApi = getRouteApi('/quotes');

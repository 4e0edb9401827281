import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { lazySchema } from '@/lib/lazySchema';
import { quotePageSchema, type QuotePage } from '@/model/schemas';
import { flattenTolerantPages, receivedCount } from '@/model/tolerantList';
import { int64Param, intParam, keyParams, optionalText } from './validate';
import { defineGet, requestQueryOptions } from './request';

export const quotesParamsSchema = lazySchema(() =>
  z.object({
    opportunityId: z.optional(int64Param('opportunityId', 1)),
    part: optionalText,
    includeCurrentOnly: z._default(z.boolean(), true),
    pageNumber: z._default(intParam('pageNumber', 1), 1),
  }),
);
export type QuotesParams = z.input<typeof quotesParamsSchema>;
export type QuoteFilters = Omit<QuotesParams, 'pageNumber'>;

/** GET /v1: one page of the caller's opportunities, with totalResultsCount over all pages. */
export const getQuotes = defineGet({
  area: 'quotes',
  route: '/v1',
  params: quotesParamsSchema,
  answer: quotePageSchema,
});

/**
 * The page size of quotes is not in the spec: it is taken from the first page's length (every page but
 * the last is full). With it and totalResultsCount a pager can show the number of pages.
 */
export function quotePageCount(totalResultsCount: number, pageSize: number): number {
  return pageSize > 0 ? Math.ceil(totalResultsCount / pageSize) : 0;
}

export const quoteKeys = {
  all: ['quotes'] as const,
  lists: () => [...quoteKeys.all, 'list'] as const,
  list: (params: QuotesParams = {}) => [...quoteKeys.lists(), keyParams(quotesParamsSchema, params)] as const,
  infinite: (filters: QuoteFilters = {}) =>
    [
      ...quoteKeys.all,
      'infinite',
      keyParams(z.omit(quotesParamsSchema, { pageNumber: true }), filters),
    ] as const,
};

/** One page addressed by pageNumber (a page number kept in the URL). */
export const quotesQueryOptions = (params: QuotesParams = {}) =>
  requestQueryOptions(quoteKeys.list(params), (options) => getQuotes(params, options));

/** All pages in turn; the end is reached when totalResultsCount records are loaded or a page is empty. */
export function quotesInfiniteQueryOptions(filters: QuoteFilters = {}) {
  return infiniteQueryOptions({
    queryKey: quoteKeys.infinite(filters),
    queryFn: ({ pageParam, signal }) => getQuotes({ ...filters, pageNumber: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (lastPage, allPages, lastPageParam) => {
      const loaded = allPages.reduce((sum, page) => sum + receivedCount(page), 0);
      if (receivedCount(lastPage) === 0 || loaded >= lastPage.totalResultsCount) return undefined;
      return lastPageParam + 1;
    },
  });
}

/** More pages than this are not read by `allQuotesQueryOptions` (a guard against an endless answer). */
export const ALL_QUOTES_MAX_PAGES = 50;

/**
 * Every page in one query, for a summary over all quotes (the home page's expiring quotes): pages are
 * read in turn until totalResultsCount opportunities are in, a page is empty, or ALL_QUOTES_MAX_PAGES.
 * Skipped rows of every page are kept, counted from the first row of the first page.
 */
export function allQuotesQueryOptions(filters: QuoteFilters = {}) {
  return queryOptions({
    queryKey: [
      ...quoteKeys.all,
      'all',
      keyParams(z.omit(quotesParamsSchema, { pageNumber: true }), filters),
    ] as const,
    queryFn: async ({ signal }): Promise<QuotePage> => {
      const pages: QuotePage[] = [];
      let received = 0;
      for (let pageNumber = 1; pageNumber <= ALL_QUOTES_MAX_PAGES; pageNumber++) {
        const page = await getQuotes({ ...filters, pageNumber }, { signal });
        pages.push(page);
        received += receivedCount(page);
        if (receivedCount(page) === 0 || received >= page.totalResultsCount) break;
      }
      return { totalResultsCount: pages.at(-1)?.totalResultsCount ?? 0, ...flattenTolerantPages(pages) };
    },
  });
}

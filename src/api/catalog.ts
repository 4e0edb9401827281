import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { lazySchema } from '@/lib/lazySchema';
import { apiRequest, type FetchOptions } from './http';
import {
  availabilityChangeListAnswerSchema,
  partListAnswerSchema,
  partSchema,
  searchHitListAnswerSchema,
  type Part,
  type SearchHit,
} from '@/model/schemas';
import { lastRowId, type TolerantList } from '@/model/tolerantList';
import { currencyParam, int64Param, intParam, keyParams, parseParams } from './validate';
import {
  availabilityPageFromRecords,
  nextAvailabilityPageParam,
  type AvailabilityPage,
  type AvailabilityPageParam,
} from '@/model/availabilityPaging';
import { defineGet, definePartGet, pagedKeys, requestQueryOptions } from './request';

// ---- GET /v3/search -------------------------------------------------------------------------------

export const searchPartsParamsSchema = lazySchema(() =>
  z.object({
    query: z.optional(z.string()),
    resultCount: z._default(intParam('resultCount', 1), 10),
    fullResponse: z._default(z.boolean(), false),
    isoCurrencyCode: currencyParam,
  }),
);
export type SearchPartsParams = z.input<typeof searchPartsParamsSchema>;

/** Keyword search. Without fullResponse the hits are part numbers only (normalised to `{ part }`). */
export function searchParts(
  params: SearchPartsParams & { fullResponse: true },
  options?: FetchOptions,
): Promise<TolerantList<Part>>;
export function searchParts(
  params: SearchPartsParams & { fullResponse?: false },
  options?: FetchOptions,
): Promise<TolerantList<SearchHit>>;
export function searchParts(
  params: SearchPartsParams,
  options?: FetchOptions,
): Promise<TolerantList<Part> | TolerantList<SearchHit>>;
export async function searchParts(
  params: SearchPartsParams,
  options: FetchOptions = {},
): Promise<TolerantList<Part> | TolerantList<SearchHit>> {
  const endpoint = 'GET /v3/search';
  const p = parseParams(endpoint, searchPartsParamsSchema, params);
  const common = {
    endpoint,
    area: 'catalog',
    path: '/v3/search',
    query: p,
    signal: options.signal,
    retry: options.retry,
  } as const;
  return p.fullResponse
    ? apiRequest({ ...common, schema: partListAnswerSchema })
    : apiRequest({ ...common, schema: searchHitListAnswerSchema });
}

// ---- GET /v3/{part} -------------------------------------------------------------------------------

export const partLookupParamsSchema = lazySchema(() =>
  z.object({
    isoCurrencyCode: currencyParam,
    includeRelatedParts: z.optional(z.boolean()),
    includeAdditionalDocuments: z.optional(z.boolean()),
  }),
);
export type PartLookupParams = z.input<typeof partLookupParamsSchema>;

/**
 * The part page shows related parts and additional documents, so its lookup asks for both; the stock
 * watcher asks the same way, to share the page's cache entry.
 */
export function partLookupParams(currency: string): PartLookupParams {
  return { isoCurrencyCode: currency, includeRelatedParts: true, includeAdditionalDocuments: true };
}

/** One part, or null when the service has no data for that part number (204, or 404 on some deployments). */
export const getPart = definePartGet<typeof partLookupParamsSchema, Part | null>({
  area: 'catalog',
  route: '/v3/{part}',
  params: partLookupParamsSchema,
  answer: partSchema,
  onNoContent: () => null,
  onNotFound: () => null,
});

// ---- GET /v3 ------------------------------------------------------------------------------------

export const catalogPageParamsSchema = lazySchema(() =>
  z.object({
    startAfterPart: z._default(z.string(), ''),
    isoCurrencyCode: currencyParam,
  }),
);
type CatalogPageParams = z.input<typeof catalogPageParamsSchema>;

/** One page of the whole catalog, after `startAfterPart` ('' = the first page). */
export const listParts = defineGet({
  area: 'catalog',
  route: '/v3',
  params: catalogPageParamsSchema,
  answer: partListAnswerSchema,
  // An empty startAfterPart is the spec's default: leave it out rather than send "startAfterPart=".
  query: (p) => ({ startAfterPart: p.startAfterPart || undefined, isoCurrencyCode: p.isoCurrencyCode }),
});

// ---- GET /v3/delta/availability -------------------------------------------------------------------

export const availabilityParamsSchema = lazySchema(() =>
  z.object({
    epochMilliseconds: z.optional(int64Param('epochMilliseconds', 0)),
    recordCount: z._default(intParam('recordCount', 1), 1000),
  }),
);
type AvailabilityParams = z.input<typeof availabilityParamsSchema>;

/** Stock changes since epochMilliseconds (0 or omitted: the full history), at most recordCount records. */
export const getAvailabilityChanges = defineGet({
  area: 'catalog',
  route: '/v3/delta/availability',
  params: availabilityParamsSchema,
  answer: availabilityChangeListAnswerSchema,
});

// ---- query keys and options -----------------------------------------------------------------------

const pageKeys = pagedKeys(['catalog', 'pages'], catalogPageParamsSchema);
const availabilityKeys = pagedKeys(['catalog', 'availability'], availabilityParamsSchema);
export const catalogKeys = {
  all: ['catalog'] as const,
  searches: () => [...catalogKeys.all, 'search'] as const,
  search: (params: SearchPartsParams) =>
    [...catalogKeys.searches(), keyParams(searchPartsParamsSchema, params)] as const,
  parts: () => [...catalogKeys.all, 'part'] as const,
  part: (part: string, params: PartLookupParams = {}) =>
    [...catalogKeys.parts(), part, keyParams(partLookupParamsSchema, params)] as const,
  pages: pageKeys.root,
  pagesInfinite: pageKeys.infinite,
  availability: availabilityKeys.root,
  availabilityInfinite: availabilityKeys.infinite,
};

/** Part-number hits (fullResponse false). */
export function searchPartsQueryOptions(
  params: Omit<SearchPartsParams, 'fullResponse'>,
  options: Pick<FetchOptions, 'retry'> = {},
) {
  const full = { ...params, fullResponse: false } as const;
  return queryOptions({
    queryKey: catalogKeys.search(full),
    queryFn: ({ signal }) => searchParts(full, { signal, retry: options.retry }),
  });
}

/** Full part details for each hit (fullResponse true). */
export function searchPartsFullQueryOptions(
  params: Omit<SearchPartsParams, 'fullResponse'>,
  options: Pick<FetchOptions, 'retry'> = {},
) {
  const full = { ...params, fullResponse: true } as const;
  return queryOptions({
    queryKey: catalogKeys.search(full),
    queryFn: ({ signal }) => searchParts(full, { signal, retry: options.retry }),
  });
}

/** data is null when the part number has no data (204/404). */
export const partQueryOptions = (part: string, params: PartLookupParams = {}) =>
  requestQueryOptions(catalogKeys.part(part, params), (options) => getPart(part, params, options));

/**
 * The whole catalog page by page. The next cursor is the last part number of a non-empty page; the page
 * size is not in the spec, so the end is known only when a page comes back empty (one extra request).
 */
export function catalogInfiniteQueryOptions(params: Omit<CatalogPageParams, 'startAfterPart'> = {}) {
  return infiniteQueryOptions({
    queryKey: catalogKeys.pagesInfinite(params),
    queryFn: ({ pageParam, signal }) => listParts({ ...params, startAfterPart: pageParam }, { signal }),
    initialPageParam: '',
    getNextPageParam: (lastPage, _all, lastPageParam) => {
      const last = lastRowId(lastPage, (part) => part.part);
      // A cursor that does not move would fetch the same page forever.
      return last !== undefined && last !== lastPageParam ? last : undefined;
    },
  });
}

/**
 * Stock changes since `epochMilliseconds`, page by page, without duplicates or losses at page boundaries
 * (see availabilityPaging.ts for how a boundary millisecond is handled).
 */
export function availabilityInfiniteQueryOptions(params: AvailabilityParams = {}) {
  const since = params.epochMilliseconds ?? 0;
  const recordCount = params.recordCount ?? 1000;
  const initialPageParam: AvailabilityPageParam = { epochMilliseconds: since, recordCount, seen: [] };
  return infiniteQueryOptions({
    queryKey: catalogKeys.availabilityInfinite(params),
    queryFn: async ({ pageParam, signal }): Promise<AvailabilityPage> => {
      const answer = await getAvailabilityChanges(
        { epochMilliseconds: pageParam.epochMilliseconds, recordCount: pageParam.recordCount },
        { signal },
      );
      return availabilityPageFromRecords(pageParam, answer);
    },
    initialPageParam,
    getNextPageParam: (lastPage) => nextAvailabilityPageParam(lastPage, recordCount),
  });
}

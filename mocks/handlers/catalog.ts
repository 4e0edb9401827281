import type { HttpHandler } from 'msw';
import { resolveCurrency, unsupportedCurrencyMessage } from '../currency';
import { availabilitySince, findPart, getDataset, stockLookup } from '../db';
import { badRequest, endpoint, noContent, ok } from '../record';
import { readBool, readInt, readPartParam, readString } from './query';
import { searchRank } from './searchMatch';
import { partView } from './views';

/** GET /v3 page size (the spec does not give one). */
export const CATALOG_PAGE_SIZE = 100;
export const SEARCH_MAX_RESULTS = 500;
export const AVAILABILITY_MAX_RECORDS = 10_000;

function currencyOf(url: URL): string {
  const raw = url.searchParams.get('isoCurrencyCode');
  const code = resolveCurrency(raw);
  if (!code) throw badRequest(unsupportedCurrencyMessage(raw));
  return code;
}

export const catalogHandlers: HttpHandler[] = [
  endpoint({
    id: 'catalog.search',
    method: 'get',
    path: '/v3/search',
    usage: { api: 'catalog', action: 'GET v3/search' },
    resolve: ({ url }) => {
      const query = readString(url, 'query');
      const resultCount = readInt(url, 'resultCount', { default: 10, min: 1, max: SEARCH_MAX_RESULTS });
      const fullResponse = readBool(url, 'fullResponse', false);
      const currency = currencyOf(url);
      if (query.trim() === '') return ok([]);
      // Every word in any order (searchMatch.ts). Part-number prefix matches first, then other
      // part-number matches, then description matches; catalog order within each group.
      const ranked: [number, number][] = [];
      const parts = getDataset().parts;
      parts.forEach((rec, i) => {
        const rank = searchRank(query, rec.partNumber, rec.description);
        if (rank !== null) ranked.push([rank, i]);
      });
      ranked.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      const hits = ranked.slice(0, resultCount).map(([, i]) => parts[i]!);
      // The spec: without fullResponse "only matching part numbers are returned".
      if (!fullResponse) return ok(hits.map((rec) => rec.partNumber));
      const stockOf = stockLookup();
      return ok(hits.map((rec) => partView(rec, currency, stockOf, { related: false, documents: true })));
    },
  }),
  endpoint({
    id: 'catalog.availability',
    method: 'get',
    path: '/v3/delta/availability',
    usage: { api: 'catalog', action: 'GET v3/delta/availability' },
    resolve: ({ url }) => {
      const since = readInt(url, 'epochMilliseconds', { default: 0, min: 0, max: Number.MAX_SAFE_INTEGER });
      const recordCount = readInt(url, 'recordCount', {
        default: 1000,
        min: 1,
        max: AVAILABILITY_MAX_RECORDS,
      });
      return ok(availabilitySince(since, recordCount));
    },
  }),
  endpoint({
    id: 'catalog.part',
    method: 'get',
    path: '/v3/:part',
    usage: { api: 'catalog', action: 'GET v3/{part}' },
    resolve: ({ url, params }) => {
      const partNo = readPartParam(params);
      const currency = currencyOf(url);
      const related = readBool(url, 'includeRelatedParts', false);
      const documents = readBool(url, 'includeAdditionalDocuments', true);
      const rec = findPart(partNo);
      if (!rec) return noContent();
      return ok(partView(rec, currency, stockLookup(), { related, documents }));
    },
  }),
  endpoint({
    id: 'catalog.list',
    method: 'get',
    path: '/v3',
    usage: { api: 'catalog', action: 'GET v3' },
    resolve: ({ url }) => {
      const after = url.searchParams.get('startAfterPart') ?? '';
      const currency = currencyOf(url);
      const parts = getDataset().parts;
      // Ordinal (UTF-16 code unit) order, the order the parts are stored in; binary search the start.
      let lo = 0;
      let hi = parts.length;
      if (after !== '') {
        while (lo < hi) {
          const mid = (lo + hi) >>> 1;
          if (parts[mid]!.partNumber <= after) lo = mid + 1;
          else hi = mid;
        }
      }
      const stockOf = stockLookup();
      return ok(
        parts
          .slice(lo, lo + CATALOG_PAGE_SIZE)
          .map((rec) => partView(rec, currency, stockOf, { related: false, documents: true })),
      );
    },
  }),
];

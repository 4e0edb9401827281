import type { HttpHandler } from 'msw';
import { getDataset, mockNow } from '../db';
import { isoDate } from '../data/time';
import { withMakerNames } from '../maker';
import { endpoint, ok } from '../record';
import { readBool, readInt, readOptionalInt, readString } from './query';

/** Opportunities per page of GET /v1 (the spec does not give one). */
export const QUOTES_PAGE_SIZE = 10;

export const quoteHandlers: HttpHandler[] = [
  endpoint({
    id: 'quotes.list',
    method: 'get',
    path: '/v1',
    usage: { api: 'quotes', action: 'GET v1' },
    resolve: ({ url }) => {
      const opportunityId = readOptionalInt(url, 'opportunityId');
      const part = readString(url, 'part').toUpperCase();
      const currentOnly = readBool(url, 'includeCurrentOnly', true);
      const pageNumber = readInt(url, 'pageNumber', { default: 1, min: 1, max: 100_000 });
      const today = isoDate(mockNow());
      // A quote expiring today is still current; yyyy-MM-dd strings compare in date order.
      const matches = getDataset().quotes.filter(
        (q) =>
          (opportunityId === null || q.opportunityId === opportunityId) &&
          (part === '' || q.mfrPart.toUpperCase() === part) &&
          (!currentOnly || q.expirationDate >= today),
      );
      const start = (pageNumber - 1) * QUOTES_PAGE_SIZE;
      return ok({
        totalResultsCount: matches.length,
        opportunities: matches.slice(start, start + QUOTES_PAGE_SIZE).map(withMakerNames),
      });
    },
  }),
];

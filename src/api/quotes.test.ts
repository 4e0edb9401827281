import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { QueryClient } from '@tanstack/react-query';
import { getQuotes, quotePageCount, quotesInfiniteQueryOptions } from './quotes';
import { expectApiError, expectRuleError, forbidRequests, queryOf } from './testing/assert';
import { makeOpportunity } from '../../mocks/data/builders';
import { API, server, setupApiTestServer } from './testing/server';

setupApiTestServer();

describe('GET /v1 (quotes)', () => {
  it('sends includeCurrentOnly true and pageNumber 1 by default', async () => {
    let q: Record<string, string> = {};
    server.use(
      http.get(
        `${API}/v1`,
        ({ request }) => (
          (q = queryOf(request)),
          HttpResponse.json({ totalResultsCount: 1, opportunities: [makeOpportunity()] })
        ),
      ),
    );
    const list = await getQuotes({ part: 'A/1' });
    expect(list.totalResultsCount).toBe(1);
    expect(q).toEqual({ part: 'A/1', includeCurrentOnly: 'true', pageNumber: '1' });
  });

  it('rejects a bad pageNumber before sending', async () => {
    const sent = forbidRequests();
    await expectRuleError(getQuotes({ pageNumber: 0 }), /pageNumber must be a whole number of at least 1/);
    expect(sent.count()).toBe(0);
  });

  it('names the failing field', async () => {
    const bad = {
      totalResultsCount: 1,
      opportunities: [{ ...makeOpportunity(), effectiveDate: '01/02/2025' }],
    };
    server.use(http.get(`${API}/v1`, () => HttpResponse.json(bad)));
    const page = await getQuotes();
    expect(page.items).toEqual([]);
    expect(page.skipped).toEqual([
      {
        index: 0,
        rowId: { field: 'opportunityId', value: '1' },
        fieldPath: 'effectiveDate',
        expected: 'a date (yyyy-MM-dd)',
      },
    ]);
    // The quote list itself must still be an object with a total.
    server.use(http.get(`${API}/v1`, () => HttpResponse.json({ opportunities: [] })));
    expect(await expectApiError(getQuotes())).toMatchObject({
      kind: 'schema',
      fieldPath: 'totalResultsCount',
    });
  });

  it('pages by pageNumber until totalResultsCount is loaded', async () => {
    const all = Array.from({ length: 7 }, (_, i) => makeOpportunity(i + 1));
    const asked: string[] = [];
    server.use(
      http.get(`${API}/v1`, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('pageNumber'));
        asked.push(String(page));
        return HttpResponse.json({
          totalResultsCount: 7,
          opportunities: all.slice((page - 1) * 3, page * 3),
        });
      }),
    );
    const data = await new QueryClient().fetchInfiniteQuery({ ...quotesInfiniteQueryOptions(), pages: 10 });
    expect(data.pages.flatMap((p) => p.items.map((o) => o.opportunityId))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(asked).toEqual(['1', '2', '3']);
    expect(quotePageCount(7, data.pages[0]?.items.length ?? 0)).toBe(3);
  });
});

import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { QueryClient } from '@tanstack/react-query';
import {
  availabilityInfiniteQueryOptions,
  catalogInfiniteQueryOptions,
  catalogKeys,
  getAvailabilityChanges,
  getPart,
  listParts,
  partQueryOptions,
  searchParts,
  searchPartsQueryOptions,
} from './catalog';
import { expectRuleError as ruleError, forbidRequests, queryOf as query } from './testing/assert';
import { makeChange, makePart } from '../../mocks/data/builders';
import { API, receivedSegments, server, setupApiTestServer } from './testing/server';

setupApiTestServer();

describe('GET /v3/search', () => {
  it('sends the defaults and normalises bare and object hits', async () => {
    let q: Record<string, string> = {};
    server.use(
      http.get(`${API}/v3/search`, ({ request }) => {
        q = query(request);
        return HttpResponse.json(['A-1', { part: 'B-2', description: 'x' }, { partNumber: 'C-3' }]);
      }),
    );
    expect((await searchParts({ query: 'conn' })).items).toEqual([
      { part: 'A-1', description: null },
      { part: 'B-2', description: 'x' },
      { part: 'C-3', description: null },
    ]);
    expect(q).toEqual({ query: 'conn', resultCount: '10', fullResponse: 'false', isoCurrencyCode: 'USD' });
  });

  it('returns full parts with fullResponse', async () => {
    server.use(http.get(`${API}/v3/search`, () => HttpResponse.json([makePart('A-1')])));
    const parts = await searchParts({ query: 'a', fullResponse: true, isoCurrencyCode: 'eur' });
    expect(parts.items[0]?.part).toBe('A-1');
  });

  it('rejects a bad resultCount or currency before sending', async () => {
    const sent = forbidRequests();
    await ruleError(searchParts({ resultCount: 0 }), /resultCount must be a whole number of at least 1/);
    await ruleError(searchParts({ isoCurrencyCode: 'dollars' }), /isoCurrencyCode must be a three-letter/);
    expect(sent.count()).toBe(0);
  });

  it('skips a malformed part and names its failing field', async () => {
    const bad = [
      makePart('A'),
      makePart('B'),
      makePart('C'),
      { ...makePart('D'), price: [{ column: 1, minimumQuantity: 'one', maximumQuantity: 2, price: 1 }] },
    ];
    server.use(http.get(`${API}/v3/search`, () => HttpResponse.json(bad)));
    const { items, skipped } = await searchParts({ fullResponse: true });
    expect(items.map((p) => p.part)).toEqual(['A', 'B', 'C']);
    expect(skipped).toEqual([
      {
        index: 3,
        rowId: { field: 'part', value: 'D' },
        fieldPath: 'price[0].minimumQuantity',
        expected: 'a number',
      },
    ]);
  });
});

describe('GET /v3/{part}', () => {
  it('looks a part up with its flags', async () => {
    let q: Record<string, string> = {};
    server.use(
      http.get(`${API}/v3/:part`, ({ request }) => ((q = query(request)), HttpResponse.json(makePart('X')))),
    );
    const part = await getPart('X', { includeRelatedParts: true, includeAdditionalDocuments: false });
    expect(part?.part).toBe('X');
    expect(q).toEqual({
      isoCurrencyCode: 'USD',
      includeRelatedParts: 'true',
      includeAdditionalDocuments: 'false',
    });
  });

  it('is null on 204 and on 404', async () => {
    server.use(http.get(`${API}/v3/:part`, () => new HttpResponse(null, { status: 204 })));
    await expect(getPart('NOPE')).resolves.toBeNull();
    server.use(
      http.get(`${API}/v3/:part`, () => HttpResponse.json({ message: 'not found' }, { status: 404 })),
    );
    await expect(getPart('NOPE')).resolves.toBeNull();
  });

  it('encodes slashes, spaces, # and unicode in the path', async () => {
    let segments: string[] = [];
    server.use(
      http.get(
        `${API}/v3/*`,
        ({ request }) => ((segments = receivedSegments(request)), HttpResponse.json(makePart('x'))),
      ),
    );
    await getPart('AB/12 #3?µ✓');
    expect(segments).toEqual(['api', 'v3', 'AB/12 #3?µ✓']);
  });

  it('rejects an empty or dot part number before sending', async () => {
    const sent = forbidRequests();
    await ruleError(getPart(' '), /part \(the part number\) is required/);
    await ruleError(getPart('..'), /cannot be "." or ".."/);
    expect(sent.count()).toBe(0);
  });
});

describe('GET /v3 and availability', () => {
  it('leaves an empty startAfterPart out', async () => {
    const seen: Record<string, string>[] = [];
    server.use(http.get(`${API}/v3`, ({ request }) => (seen.push(query(request)), HttpResponse.json([]))));
    await listParts();
    await listParts({ startAfterPart: 'A/1' });
    expect(seen).toEqual([{ isoCurrencyCode: 'USD' }, { startAfterPart: 'A/1', isoCurrencyCode: 'USD' }]);
  });

  it('pages the catalog by the last part number until an empty page', async () => {
    const all = ['A', 'B', 'C', 'D', 'E'].map((p) => makePart(p));
    server.use(
      http.get(`${API}/v3`, ({ request }) => {
        const after = new URL(request.url).searchParams.get('startAfterPart') ?? '';
        return HttpResponse.json(all.filter((p) => p.part > after).slice(0, 2));
      }),
    );
    const data = await new QueryClient().fetchInfiniteQuery({ ...catalogInfiniteQueryOptions(), pages: 10 });
    expect(data.pages.map((page) => page.items.map((p) => p.part))).toEqual([
      ['A', 'B'],
      ['C', 'D'],
      ['E'],
      [],
    ]);
    expect(data.pageParams).toEqual(['', 'B', 'D', 'E']);
  });

  it('asks for availability with recordCount 1000 by default', async () => {
    let q: Record<string, string> = {};
    server.use(
      http.get(
        `${API}/v3/delta/availability`,
        ({ request }) => (
          (q = query(request)),
          HttpResponse.json([makeChange('2025-01-01T00:00:00Z', 'A', 1)])
        ),
      ),
    );
    expect((await getAvailabilityChanges()).items).toHaveLength(1);
    expect(q).toEqual({ recordCount: '1000' });
    await ruleError(getAvailabilityChanges({ epochMilliseconds: -1 }), /epochMilliseconds/);
  });

  it('pages availability without duplicates or losses, even across a crowded millisecond', async () => {
    // 12 records: several share a millisecond, and 5 share one millisecond (more than a page of 3).
    const t = (ms: number) => new Date(ms).toISOString();
    const records = [
      makeChange(t(1000), 'A', 1),
      makeChange(t(1000), 'B', 2),
      makeChange(t(2000), 'C', 3),
      makeChange(t(2000), 'D', 4),
      ...['E', 'F', 'G', 'H', 'I'].map((p, i) => makeChange(t(3000), p, 10 + i)),
      makeChange(t(4000), 'J', 20),
      makeChange(t(4000), 'K', 21),
      makeChange(t(5000), 'L', 22),
    ];
    server.use(
      http.get(`${API}/v3/delta/availability`, ({ request }) => {
        const params = new URL(request.url).searchParams;
        const since = Number(params.get('epochMilliseconds') ?? 0);
        const count = Number(params.get('recordCount'));
        return HttpResponse.json(records.filter((r) => Date.parse(r.timestamp) >= since).slice(0, count));
      }),
    );
    const data = await new QueryClient().fetchInfiniteQuery({
      ...availabilityInfiniteQueryOptions({ recordCount: 3 }),
      pages: 50,
    });
    const delivered = data.pages.flatMap((p) => p.records.map((r) => r.part));
    expect(delivered).toEqual(records.map((r) => r.part));
    expect(data.pages.some((p) => p.param.skippedMillisecond !== undefined)).toBe(false);
  });
});

describe('keys', () => {
  it('are hierarchical and apply defaults', () => {
    expect(catalogKeys.part('X')).toEqual(['catalog', 'part', 'X', { isoCurrencyCode: 'USD' }]);
    expect(partQueryOptions('X', { isoCurrencyCode: 'USD' }).queryKey).toEqual(
      partQueryOptions('X').queryKey,
    );
    expect(searchPartsQueryOptions({ query: 'a' }).queryKey.slice(0, 2)).toEqual(['catalog', 'search']);
  });
});

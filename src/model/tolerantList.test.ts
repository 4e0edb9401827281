import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { QueryClient } from '@tanstack/react-query';
import { getPart, listParts } from '@/api/catalog';
import { getOpenOrders, openOrdersInfiniteQueryOptions } from '@/api/orders';
import { getQuotes } from '@/api/quotes';
import { getUsageSummary } from '@/api/usage';
import { makeOpportunity, makeOrderLine, makePart } from '../../mocks/data/builders';
import { API, server, setupApiTestServer } from '@/api/testing/server';
import { describeSkippedRow, flattenTolerantPages } from './tolerantList';

setupApiTestServer();

describe('tolerant lists', () => {
  it('reads null collections inside an order line as empty', async () => {
    const line = {
      ...makeOrderLine('line-1'),
      Notes: null,
      TrackingNumbers: null,
      Shipments: null,
    };
    server.use(http.get(`${API}/v1/openorders`, () => HttpResponse.json([line])));
    const { items, skipped } = await getOpenOrders();
    expect(skipped).toEqual([]);
    expect(items[0]).toMatchObject({ Id: 'line-1', Notes: [], TrackingNumbers: [], Shipments: [] });
  });

  it('reads null relatedParts, additionalDocuments and price as empty on a part', async () => {
    const part = { ...makePart('A-1'), relatedParts: null, additionalDocuments: null, price: null };
    server.use(http.get(`${API}/v3/:part`, () => HttpResponse.json(part)));
    const got = await getPart('A-1');
    expect(got).toMatchObject({ relatedParts: [], additionalDocuments: [], price: [] });
  });

  it('reads a null list answer as an empty list', async () => {
    server.use(http.get(`${API}/v1/requests/summary`, () => HttpResponse.json(null)));
    await expect(getUsageSummary()).resolves.toEqual({ items: [], skipped: [] });
  });

  it('names a number out of the safe range as a range a person can read', async () => {
    const parts = [makePart('A-1'), { ...makePart('A-2'), stockQuantity: 1e21 }];
    server.use(http.get(`${API}/v3`, () => HttpResponse.json(parts)));
    const { items, skipped } = await listParts();
    expect(items.map((p) => p.part)).toEqual(['A-1']);
    expect(describeSkippedRow(skipped[0]!)).toBe(
      'row 2 (part A-2): field "stockQuantity" expected a number no larger than 9,007,199,254,740,991',
    );
  });

  it('keeps the good rows of a list with one bad row and names the bad one', async () => {
    const bad = { ...makeOrderLine('line-4'), Quantity: 'ten' };
    const lines = [makeOrderLine('line-1'), makeOrderLine('line-2'), makeOrderLine('line-3'), bad];
    server.use(
      http.get(`${API}/v1/openorders`, () => HttpResponse.json([...lines, makeOrderLine('line-5')])),
    );
    const { items, skipped } = await getOpenOrders();
    expect(items.map((l) => l.Id)).toEqual(['line-1', 'line-2', 'line-3', 'line-5']);
    expect(skipped).toEqual([
      { index: 3, rowId: { field: 'Id', value: 'line-4' }, fieldPath: 'Quantity', expected: 'a number' },
    ]);
    expect(describeSkippedRow(skipped[0]!)).toBe('row 4 (Id line-4): field "Quantity" expected a number');
  });

  it('names a nested failing field and skips a row without an identifier', async () => {
    const noId = { ...makePart('B'), part: null };
    const nested = { ...makePart('C'), packaging: { ...makePart('C').packaging, standardQuantity: '1' } };
    server.use(http.get(`${API}/v3`, () => HttpResponse.json([makePart('A'), noId, nested])));
    const { items, skipped } = await listParts();
    expect(items.map((p) => p.part)).toEqual(['A']);
    expect(skipped.map(describeSkippedRow)).toEqual([
      'row 2: field "part" expected text',
      'row 3 (part C): field "packaging.standardQuantity" expected a number',
    ]);
  });

  it('skips a bad opportunity of a quote page and keeps the total', async () => {
    const bad = { ...makeOpportunity(2), willAutoRenew: 'yes' };
    server.use(
      http.get(`${API}/v1`, () =>
        HttpResponse.json({
          totalResultsCount: 3,
          opportunities: [makeOpportunity(1), bad, makeOpportunity(3)],
        }),
      ),
    );
    const page = await getQuotes();
    expect(page.totalResultsCount).toBe(3);
    expect(page.items.map((o) => o.opportunityId)).toEqual([1, 3]);
    expect(page.skipped[0]).toMatchObject({ index: 1, rowId: { field: 'opportunityId', value: '2' } });
  });

  it('still fails an answer that is not a list at all', async () => {
    server.use(http.get(`${API}/v1/openorders`, () => HttpResponse.json({ lines: [] })));
    await expect(getOpenOrders()).rejects.toMatchObject({ kind: 'schema' });
  });

  it('pages on past a malformed last row by its Id, and counts skipped rows over all pages', async () => {
    const pages: Record<string, unknown[]> = {
      '': [makeOrderLine('id-1'), { ...makeOrderLine('id-2'), Status: null }],
      'id-2': [makeOrderLine('id-3')],
    };
    server.use(
      http.get(`${API}/v1/openorders`, ({ request }) =>
        HttpResponse.json(pages[new URL(request.url).searchParams.get('startAfter') ?? ''] ?? []),
      ),
    );
    const data = await new QueryClient().fetchInfiniteQuery({
      ...openOrdersInfiniteQueryOptions({ matchCount: 2 }),
      pages: 5,
    });
    const all = flattenTolerantPages(data.pages);
    expect(all.items.map((l) => l.Id)).toEqual(['id-1', 'id-3']);
    expect(all.skipped).toMatchObject([{ index: 1, rowId: { value: 'id-2' }, fieldPath: 'Status' }]);
  });
});

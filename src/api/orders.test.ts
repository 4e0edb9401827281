import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { QueryClient } from '@tanstack/react-query';
import {
  getOpenOrders,
  getOrderHistory,
  openOrdersInfiniteQueryOptions,
  orderHistoryInfiniteQueryOptions,
  orderKeys,
  searchOrders,
  submitOrder,
  submitOrderMutationOptions,
} from './orders';
import { orderHistoryParams, orderSearchParams, openOrderParams } from './params';
import type { NewOrder } from '@/model/schemas';
import { expectApiError, expectRuleError, forbidRequests, queryOf } from './testing/assert';
import { makeOrderLine } from '../../mocks/data/builders';
import { API, server, setupApiTestServer } from './testing/server';

setupApiTestServer();

const order: NewOrder = {
  PONumber: 'PO-77',
  OrderType: 'sales',
  ShipToId: 1,
  BillToId: 1,
  CarrierId: 1,
  ServiceLevelId: 2,
  BillingOptionId: 3,
  Currency: 'USD',
  HoldReason: 'Please call before shipping',
  Lines: [{ LineNumber: 1, Part: 'ABC-123', Quantity: 100, RequestedDate: '2026-12-01+01:00' }],
};

describe('GET /v1/openorders', () => {
  it('sends the named parameters with their defaults', async () => {
    let q: Record<string, string> = {};
    server.use(
      http.get(
        `${API}/v1/openorders`,
        ({ request }) => ((q = queryOf(request)), HttpResponse.json([makeOrderLine()])),
      ),
    );
    expect((await getOpenOrders({ part: ' ABC ', pastDueOnly: true })).items).toHaveLength(1);
    expect(q).toEqual({
      [openOrderParams().matchCount]: '10',
      [openOrderParams().part]: 'ABC',
      [openOrderParams().orderType]: 'all',
      [openOrderParams().includeReceivedOrders]: 'false',
      [openOrderParams().pastDueOnly]: 'true',
    });
  });

  it('rejects a match count above 100 or a bad order type before sending', async () => {
    const sent = forbidRequests();
    await expectRuleError(
      getOpenOrders({ matchCount: 101 }),
      /matchCount must be a whole number from 1 to 100/,
    );
    await expectRuleError(
      // @ts-expect-error not an order type
      getOpenOrders({ orderType: 'rush' }),
      /orderType must be one of all, sales, sample, nco/,
    );
    expect(sent.count()).toBe(0);
  });

  it('skips a malformed line and names its failing field', async () => {
    server.use(
      http.get(`${API}/v1/openorders`, () =>
        HttpResponse.json([
          makeOrderLine('a'),
          { ...makeOrderLine('b'), ShipTo: { ...makeOrderLine().ShipTo, Id: null } },
        ]),
      ),
    );
    const { items, skipped } = await getOpenOrders();
    expect(items.map((l) => l.Id)).toEqual(['a']);
    expect(skipped).toMatchObject([{ index: 1, rowId: { field: 'Id', value: 'b' }, fieldPath: 'ShipTo.Id' }]);
  });

  it('pages by the Id of the last line until an empty page, and starts over when a filter changes', async () => {
    const lines = Array.from({ length: 5 }, (_, i) => makeOrderLine(`id-${i + 1}`));
    const asked: string[] = [];
    server.use(
      http.get(`${API}/v1/openorders`, ({ request }) => {
        const params = new URL(request.url).searchParams;
        const after = params.get(openOrderParams().startAfter) ?? '';
        asked.push(`${params.get(openOrderParams().part) ?? ''}:${after}`);
        const from = after ? lines.findIndex((l) => l.Id === after) + 1 : 0;
        return HttpResponse.json(lines.slice(from, from + 2));
      }),
    );
    const client = new QueryClient();
    const data = await client.fetchInfiniteQuery({
      ...openOrdersInfiniteQueryOptions({ matchCount: 2 }),
      pages: 10,
    });
    expect(data.pages.map((p) => p.items.map((l) => l.Id))).toEqual([
      ['id-1', 'id-2'],
      ['id-3', 'id-4'],
      ['id-5'],
      [],
    ]);
    await client.fetchInfiniteQuery({
      ...openOrdersInfiniteQueryOptions({ matchCount: 2, part: 'X' }),
      pages: 1,
    });
    expect(asked).toEqual([':', ':id-2', ':id-4', ':id-5', 'X:']);
    expect(openOrdersInfiniteQueryOptions({ part: 'X' }).queryKey).not.toEqual(
      openOrdersInfiniteQueryOptions({ part: 'Y' }).queryKey,
    );
  });
});

describe('no content from an order list', () => {
  it('a 204 or an empty body from open orders, history or search is an empty list', async () => {
    server.use(
      http.get(`${API}/v1/openorders`, () => new HttpResponse(null, { status: 204 })),
      http.get(`${API}/v1/history`, () => new HttpResponse('', { status: 200 })),
      http.get(`${API}/v1/search`, () => new HttpResponse(null, { status: 204 })),
    );
    const empty = { items: [], skipped: [] };
    await expect(getOpenOrders()).resolves.toEqual(empty);
    await expect(getOrderHistory({ poNumber: 'PO-1' })).resolves.toEqual(empty);
    await expect(searchOrders({ searchTerm: 'PO-1' })).resolves.toEqual(empty);
  });
});

describe('GET /v1/history', () => {
  it('sends the filters under their names', async () => {
    let q: Record<string, string> = {};
    server.use(
      http.get(
        `${API}/v1/history`,
        ({ request }) => (
          (q = queryOf(request)),
          HttpResponse.json([makeOrderLine('a', { Status: 'Fully Shipped', Shipments: [] })])
        ),
      ),
    );
    await getOrderHistory({
      orderId: 5001,
      lineNumber: 2,
      initialDate: '2025-01-01',
      finalDate: '2025-01-31',
      includeShipments: true,
    });
    expect(q).toEqual({
      [orderHistoryParams().orderType]: 'all',
      [orderHistoryParams().matchCount]: '10',
      [orderHistoryParams().initialDate]: '2025-01-01',
      [orderHistoryParams().finalDate]: '2025-01-31',
      [orderHistoryParams().orderId]: '5001',
      [orderHistoryParams().lineNumber]: '2',
      [orderHistoryParams().includeCancelled]: 'false',
      [orderHistoryParams().includeShipments]: 'true',
    });
  });

  it.each([
    [{}, /Give at least one filter/],
    [{ poNumber: '   ' }, /Give at least one filter/],
    [{ initialDate: '2025-01-01' }, /finalDate: Give the final date too/],
    [{ poNumber: 'P', finalDate: '2025-01-01' }, /initialDate: Give the initial date too/],
    [
      { initialDate: '2025-02-01', finalDate: '2025-01-01' },
      /finalDate: The final date must not be before the initial date/,
    ],
    [{ poNumber: 'P', mfgLineNumber: 1 }, /orderId: Line numbers search within one order/],
    [{ poNumber: 'P', lineNumber: 1 }, /orderId: Line numbers search within one order/],
    [{ initialDate: '01/01/2025', finalDate: '2025-01-31' }, /initialDate must be a date written yyyy-MM-dd/],
    [{ orderId: 1, matchCount: 0 }, /matchCount must be a whole number from 1 to 100/],
  ])('rejects %j before sending', async (params, message) => {
    const sent = forbidRequests();
    await expectRuleError(getOrderHistory(params), message);
    expect(sent.count()).toBe(0);
  });

  it('keys infinite history by the whole filter', () => {
    expect(orderHistoryInfiniteQueryOptions({ poNumber: 'A' }).queryKey).toEqual(
      orderKeys.historyInfinite({ poNumber: 'A' }),
    );
  });
});

describe('GET /v1/search (orders)', () => {
  it('sends the term under its name', async () => {
    let q: Record<string, string> = {};
    server.use(
      http.get(`${API}/v1/search`, ({ request }) => ((q = queryOf(request)), HttpResponse.json([]))),
    );
    await searchOrders({ searchTerm: 'PO 1/2#', includeCancelled: true, orderType: 'nco' });
    expect(q).toEqual({
      [orderSearchParams().searchTerm]: 'PO 1/2#',
      [orderSearchParams().matchCount]: '10',
      [orderSearchParams().orderType]: 'nco',
      [orderSearchParams().includeCancelled]: 'true',
    });
  });
});

describe('POST /v1/new', () => {
  it('posts the order and returns the confirmation numbers', async () => {
    let body: unknown;
    server.use(
      http.post(
        `${API}/v1/new`,
        async ({ request }) => ((body = await request.json()), HttpResponse.json(['C-9001'])),
      ),
    );
    await expect(submitOrder(order)).resolves.toEqual(['C-9001']);
    expect(body).toEqual(order);
  });

  it('validates the body before sending', async () => {
    const sent = forbidRequests();
    await expectRuleError(submitOrder({ ...order, Lines: [] }), /an order needs at least one line/);
    await expectRuleError(
      submitOrder({ ...order, Lines: [{ ...order.Lines[0]!, RequestedDate: '2026-12-01' }] }),
      /must be a date with a time-zone offset/,
    );
    expect(sent.count()).toBe(0);
  });

  it('is never retried, even on a 503', async () => {
    let calls = 0;
    server.use(http.post(`${API}/v1/new`, () => (calls++, new HttpResponse(null, { status: 503 }))));
    const error = await expectApiError(submitOrder(order));
    expect(error.status).toBe(503);
    expect(calls).toBe(1);
  });

  it('refreshes the order lists after success', async () => {
    server.use(http.post(`${API}/v1/new`, () => HttpResponse.json(['C-1'])));
    const client = new QueryClient();
    client.setQueryData(orderKeys.searchPage({}), []);
    const options = submitOrderMutationOptions(client);
    await client.getMutationCache().build(client, options).execute(order);
    expect(client.getQueryState(orderKeys.searchPage({}))?.isInvalidated).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { saveSettings } from '@/lib/settings';
import { getAvailabilityChanges, getPart, listParts, searchParts } from './catalog';
import { describeApiError } from './errors';
import { getModelTypes, getModelUrl } from './models';
import { getOpenOrders, getOrderHistory, searchOrders, submitOrder } from './orders';
import { getCustomerPricing } from './pricing';
import { getQuotes } from './quotes';
import { getUsageDetails, getUsageFullDetail, getUsageSummary } from './usage';
import { expectApiError } from './testing/assert';
import { makeChange, makeOpportunity, makeOrderLine, makePart, makePricing } from '../../mocks/data/builders';
import { API, server, sleeps, setupApiTestServer } from './testing/server';

setupApiTestServer();

const detail = {
  TraceIdentifier: 't',
  Request: { Method: 'GET', Path: '/v3/A', Headers: {} },
  Response: null,
  RequestTimeUtc: '2025-03-01T10:00:00Z',
  TotalElapsedMilliseconds: 1,
  ResponseCode: 200,
  Url: '/catalog/v3/A',
  QueryString: '',
  Action: 'GET v3/{part}',
};

type Case = {
  name: string;
  method: 'get' | 'post';
  path: string;
  ok: JsonBodyType;
  call: () => Promise<unknown>;
};

/** The fifteen endpoints of spec section 4, each with an answer its schema accepts. */
const cases: Case[] = [
  {
    name: 'GET /v1/requests/summary',
    method: 'get',
    path: '/v1/requests/summary',
    ok: [],
    call: () => getUsageSummary(),
  },
  {
    name: 'GET /v1/requests/details',
    method: 'get',
    path: '/v1/requests/details',
    ok: [],
    call: () => getUsageDetails({ api: 'orders', date: '2025-03-01' }),
  },
  {
    name: 'GET /v1/requests/fulldetail',
    method: 'get',
    path: '/v1/requests/fulldetail',
    ok: detail,
    call: () => getUsageFullDetail({ api: 'orders', date: '2025-03-01', traceIdentifier: 't' }),
  },
  {
    name: 'GET /v1/model/{part}',
    method: 'get',
    path: '/v1/model/A',
    ok: 'https://x.example/m',
    call: () => getModelUrl('A'),
  },
  {
    name: 'GET /v1/model/ModelTypes',
    method: 'get',
    path: '/v1/model/ModelTypes',
    ok: ['PDF'],
    call: () => getModelTypes(),
  },
  {
    name: 'GET /v1/customerpricing/{part}',
    method: 'get',
    path: '/v1/customerpricing/A',
    ok: makePricing('A'),
    call: () => getCustomerPricing('A'),
  },
  {
    name: 'GET /v3/search',
    method: 'get',
    path: '/v3/search',
    ok: ['A'],
    call: () => searchParts({ query: 'a' }),
  },
  { name: 'GET /v3/{part}', method: 'get', path: '/v3/A', ok: makePart('A'), call: () => getPart('A') },
  { name: 'GET /v3', method: 'get', path: '/v3', ok: [makePart('A')], call: () => listParts() },
  {
    name: 'GET /v3/delta/availability',
    method: 'get',
    path: '/v3/delta/availability',
    ok: [makeChange('2025-01-01T00:00:00Z', 'A')],
    call: () => getAvailabilityChanges(),
  },
  {
    name: 'GET /v1',
    method: 'get',
    path: '/v1',
    ok: { totalResultsCount: 1, opportunities: [makeOpportunity()] },
    call: () => getQuotes(),
  },
  {
    name: 'GET /v1/openorders',
    method: 'get',
    path: '/v1/openorders',
    ok: [makeOrderLine()],
    call: () => getOpenOrders(),
  },
  {
    name: 'GET /v1/history',
    method: 'get',
    path: '/v1/history',
    ok: [makeOrderLine()],
    call: () => getOrderHistory({ poNumber: 'PO-1' }),
  },
  {
    name: 'GET /v1/search',
    method: 'get',
    path: '/v1/search',
    ok: [],
    call: () => searchOrders({ searchTerm: 'x' }),
  },
  {
    name: 'POST /v1/new',
    method: 'post',
    path: '/v1/new',
    ok: ['C-1'],
    call: () =>
      submitOrder({
        PONumber: 'P',
        OrderType: 'sales',
        ShipToId: 1,
        BillToId: 1,
        CarrierId: 1,
        ServiceLevelId: 1,
        BillingOptionId: 1,
        Currency: 'USD',
        Lines: [{ LineNumber: 1, Part: 'A', Quantity: 1, RequestedDate: '2026-01-01Z' }],
      }),
  },
];

describe.each(cases)('$name', ({ name, method, path, ok, call }) => {
  const url = `${API}${path}`;

  it('answers on the happy path with both headers', async () => {
    saveSettings({ token: 'jwt.token.x' });
    let headers: Headers | undefined;
    server.use(http[method](url, ({ request }) => ((headers = request.headers), HttpResponse.json(ok))));
    await expect(call()).resolves.toBeDefined();
    expect(headers?.get('authorization')).toBe('Bearer jwt.token.x');
    expect(headers?.get('client-app-name')).toBe('Parts Portal');
  });

  it('explains a 401 with a way to Settings', async () => {
    server.use(http[method](url, () => new HttpResponse(null, { status: 401 })));
    const error = await expectApiError(call());
    expect(error).toMatchObject({ kind: 'http', status: 401, endpoint: name });
    expect(describeApiError(error).action).toBe('settings');
  });

  if (method === 'get') {
    it('waits out a 429 Retry-After and then succeeds', async () => {
      let calls = 0;
      server.use(
        http[method](url, () =>
          ++calls === 1
            ? new HttpResponse(null, { status: 429, headers: { 'Retry-After': '1' } })
            : HttpResponse.json(ok),
        ),
      );
      await expect(call()).resolves.toBeDefined();
      expect(sleeps).toEqual([1000]);
    });

    it('retries a 500 and then surfaces it', async () => {
      let calls = 0;
      server.use(http[method](url, () => (calls++, HttpResponse.json({ message: 'boom' }, { status: 500 }))));
      const error = await expectApiError(call());
      expect(error).toMatchObject({ status: 500, serverMessage: 'boom' });
      expect(calls).toBe(4);
    });
  } else {
    it('surfaces a 429 and a 500 without retrying', async () => {
      let calls = 0;
      server.use(
        http[method](
          url,
          () => (calls++, new HttpResponse(null, { status: 429, headers: { 'Retry-After': '1' } })),
        ),
      );
      expect(await expectApiError(call())).toMatchObject({ status: 429, retryAfterSeconds: 1 });
      server.use(http[method](url, () => (calls++, new HttpResponse(null, { status: 500 }))));
      expect(await expectApiError(call())).toMatchObject({ status: 500 });
      expect(calls).toBe(2);
    });
  }

  it('names the first failing field of a malformed answer', async () => {
    server.use(http[method](url, () => HttpResponse.json({ unexpected: true })));
    const error = await expectApiError(call());
    expect(error.kind).toBe('schema');
    expect(describeApiError(error).message).toMatch(/did not match the expected format/);
  });
});

describe('special answers', () => {
  it('GET /v3/{part}: 204 is "no such part"', async () => {
    server.use(http.get(`${API}/v3/A`, () => new HttpResponse(null, { status: 204 })));
    await expect(getPart('A')).resolves.toBeNull();
  });

  it('GET /v1/model/{part}: "" is "no model in this format"', async () => {
    server.use(http.get(`${API}/v1/model/A`, () => HttpResponse.json('')));
    await expect(getModelUrl('A', { modelFormat: 'PDF' })).resolves.toEqual({ url: null });
  });

  it('a 204 from an order list is an empty list', async () => {
    server.use(http.get(`${API}/v1/openorders`, () => new HttpResponse(null, { status: 204 })));
    await expect(getOpenOrders()).resolves.toMatchObject({ items: [] });
  });

  it('a 204 elsewhere is a malformed answer, not an empty result', async () => {
    server.use(http.get(`${API}/v1/requests/summary`, () => new HttpResponse(null, { status: 204 })));
    expect(await expectApiError(getUsageSummary())).toMatchObject({ kind: 'schema' });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { getOpenOrders, searchOrders, submitOrder, toWireOrder } from './orders';
import {
  apiProfileSchema,
  DEFAULT_API_PROFILE,
  getApiProfile,
  loadApiProfile,
  parseApiProfile,
  setApiProfile,
} from './profile';
import type { NewOrder } from '@/model/schemas';
import { queryOf } from './testing/assert';
import { API, server, setupApiTestServer } from './testing/server';

setupApiTestServer();
afterEach(() => setApiProfile({}));

const order: NewOrder = {
  PONumber: 'PO-1',
  OrderType: 'sales',
  ShipToId: 1,
  BillToId: 1,
  CarrierId: 1,
  ServiceLevelId: 1,
  BillingOptionId: 1,
  Currency: 'USD',
  Lines: [{ LineNumber: 1, Part: 'A-1', Quantity: 5, RequestedDate: '2026-12-01+00:00' }],
};

describe('the API profile', () => {
  it('defaults to today’s names', () => {
    expect(getApiProfile()).toEqual(DEFAULT_API_PROFILE);
  });

  it('takes any subset of names and keeps the defaults for the rest', () => {
    const profile = setApiProfile({ orders: { search: { searchTerm: 'q' } } });
    expect(profile.orders.search).toEqual({ ...DEFAULT_API_PROFILE.orders.search, searchTerm: 'q' });
    expect(profile.orders.open).toEqual(DEFAULT_API_PROFILE.orders.open);
  });

  it('refuses a malformed profile with a message naming the entry', () => {
    expect(() => parseApiProfile('api-profile.json', { orders: { open: { part: 'part number' } } })).toThrow(
      'api-profile.json is not a valid API profile at orders.open.part: must be a name of letters',
    );
    expect(() => parseApiProfile('api-profile.json', { orders: { open: { partNo: 'x' } } })).toThrow(
      /at orders\.open/,
    );
    expect(() =>
      parseApiProfile('api-profile.json', { orders: { search: { searchTerm: 'matchCount' } } }),
    ).toThrow(/"matchCount" is also/);
    expect(() => setApiProfile([1, 2], 'api-profile.json')).toThrow(/not a valid API profile/);
  });

  it('reads an empty profile as the schema would', () => {
    expect(parseApiProfile('api-profile.json', {})).toEqual(apiProfileSchema.parse({}));
    expect(parseApiProfile('api-profile.json', {})).toEqual(DEFAULT_API_PROFILE);
    expect(setApiProfile({}, 'api-profile.json')).toEqual(DEFAULT_API_PROFILE);
    for (const wrong of [{ shipping: {} }, { orders: { pending: {} } }, { orders: [] }, [], null]) {
      expect(() => parseApiProfile('api-profile.json', wrong), JSON.stringify(wrong)).toThrow(
        /not a valid API profile/,
      );
    }
  });

  it('the order requests send the profile’s names', async () => {
    setApiProfile({
      orders: { open: { part: 'itemNumber', matchCount: 'count' }, search: { searchTerm: 'q' } },
    });
    const seen: Record<string, string>[] = [];
    server.use(
      http.get(`${API}/v1/openorders`, ({ request }) => (seen.push(queryOf(request)), HttpResponse.json([]))),
      http.get(`${API}/v1/search`, ({ request }) => (seen.push(queryOf(request)), HttpResponse.json([]))),
    );
    await getOpenOrders({ part: 'A-1', matchCount: 5 });
    await searchOrders({ searchTerm: 'PO-1' });
    expect(seen[0]).toMatchObject({ itemNumber: 'A-1', count: '5', matchOrderType: 'all' });
    expect(seen[0]).not.toHaveProperty('partNumber');
    expect(seen[1]).toMatchObject({ q: 'PO-1' });
  });

  it('the new order is sent under the profile’s field names', async () => {
    setApiProfile({
      newOrder: { order: { PONumber: 'purchaseOrder', Lines: 'items' }, line: { Quantity: 'qty' } },
    });
    expect(toWireOrder(order)).toMatchObject({
      purchaseOrder: 'PO-1',
      items: [{ LineNumber: 1, Part: 'A-1', qty: 5 }],
    });
    let body: unknown;
    server.use(
      http.post(`${API}/v1/new`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(['SO1']);
      }),
    );
    await submitOrder(order);
    expect(body).toMatchObject({ purchaseOrder: 'PO-1', items: [{ qty: 5 }] });
  });
});

describe('loadApiProfile', () => {
  afterEach(() => {
    delete window.__apiProfileResponse;
    vi.restoreAllMocks();
  });
  const profileFile = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

  it('takes the answer boot.js already requested, once, instead of asking again', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    window.__apiProfileResponse = Promise.resolve(profileFile({ orders: { search: { searchTerm: 'q' } } }));
    const profile = await loadApiProfile();
    expect(profile.orders.search.searchTerm).toBe('q');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(window.__apiProfileResponse).toBeUndefined();
  });

  it('treats a failed early request as no file: the defaults stay', async () => {
    window.__apiProfileResponse = Promise.reject(new TypeError('Failed to fetch'));
    expect(await loadApiProfile()).toEqual(DEFAULT_API_PROFILE);
  });

  it('requests the file itself for another base, leaving the early answer alone', async () => {
    const early = Promise.resolve(profileFile({}));
    window.__apiProfileResponse = early;
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(profileFile({}));
    await loadApiProfile('/portal/');
    expect(fetchSpy).toHaveBeenCalledWith('/portal/api-profile.json', expect.anything());
    expect(window.__apiProfileResponse).toBe(early);
  });
});

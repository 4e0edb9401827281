import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { saveSettings } from '@/lib/settings';
import { testConnection } from './connection';
import { makeOrderLine, makeOpportunity, makePart, makePricing } from '../../mocks/data/builders';
import { API, server, setupApiTestServer } from './testing/server';

setupApiTestServer();

/** A service answering every check well on the spec's unprefixed routes. */
function serveAll() {
  server.use(
    http.get(`${API}/v3/search`, () => HttpResponse.json([makePart('A-1')])),
    http.get(`${API}/v1/customerpricing/:part`, () => HttpResponse.json(makePricing('A-1'))),
    http.get(`${API}/v1`, () =>
      HttpResponse.json({ totalResultsCount: 1, opportunities: [makeOpportunity()] }),
    ),
    http.get(`${API}/v1/model/ModelTypes`, () => HttpResponse.json(['STEP-2.14'])),
    http.get(`${API}/v1/openorders`, () => HttpResponse.json([makeOrderLine()])),
    http.get(`${API}/v1/requests/summary`, () => HttpResponse.json([])),
    // Like the demo's mock: any other route under the base is 404.
    http.get(`${API}/*`, () => HttpResponse.json({ message: 'not found' }, { status: 404 })),
  );
}

const statuses = async () =>
  Object.fromEntries((await testConnection(new AbortController().signal)).map((r) => [r.area, r.status]));

describe('testConnection', () => {
  it('reports every API reachable', async () => {
    serveAll();
    expect(await statuses()).toEqual({
      catalog: 'reachable',
      pricing: 'reachable',
      quotes: 'reachable',
      models: 'reachable',
      orders: 'reachable',
      stats: 'reachable',
    });
  });

  it('tells a refusal, a wrong prefix and a malformed answer apart', async () => {
    serveAll();
    server.use(
      http.get(`${API}/v1`, () => HttpResponse.json({ message: 'no' }, { status: 403 })),
      http.get(`${API}/v1/requests/summary`, () => HttpResponse.text('<html>portal</html>')),
    );
    saveSettings({ apiPrefixes: 'orders=/orders' });
    const results = await testConnection(new AbortController().signal);
    const byArea = Object.fromEntries(results.map((r) => [r.area, r]));
    expect(byArea.quotes).toMatchObject({ status: 'refused', httpStatus: 403 });
    expect(byArea.orders).toMatchObject({ status: 'not-found', httpStatus: 404 });
    expect(byArea.orders?.detail).toContain('route prefix');
    expect(byArea.stats?.status).toBe('malformed');
    expect(byArea.catalog?.status).toBe('reachable');
  });

  it('skips pricing when the catalog gives no part number to price', async () => {
    serveAll();
    server.use(http.get(`${API}/v3/search`, () => HttpResponse.json([])));
    expect((await statuses()).pricing).toBe('skipped');
  });
});

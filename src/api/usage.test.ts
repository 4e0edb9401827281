import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { saveSettings } from '@/lib/settings';
import { getUsageDetails, getUsageFullDetail, getUsageSummary } from './usage';
import { expectRuleError, forbidRequests, queryOf } from './testing/assert';
import { API, server, setupApiTestServer } from './testing/server';

setupApiTestServer();

const row = {
  Api: 'catalog',
  RequestTimeUtc: '2025-03-01T10:00:00.123Z',
  TraceIdentifier: '0f8fad5b-d9cb-469f-a165-70867728950e',
  TotalElapsedMilliseconds: 12,
  RemoteIp: '203.0.113.5',
  ResponseCode: 200,
  Url: '/catalog/v3/ABC',
  QueryString: '?isoCurrencyCode=USD',
};

describe('usage statistics', () => {
  it('reads the summary', async () => {
    server.use(
      http.get(`${API}/v1/requests/summary`, () =>
        HttpResponse.json([
          {
            Api: 'catalog',
            RequestDate: '2025-03-01',
            Action: 'GET v3/{part}',
            AverageResponseTimeMs: 40,
            RequestCount: 3,
          },
        ]),
      ),
    );
    expect((await getUsageSummary()).items).toHaveLength(1);
  });

  it('reads request rows for an api and date', async () => {
    let q: Record<string, string> = {};
    server.use(
      http.get(
        `${API}/v1/requests/details`,
        ({ request }) => ((q = queryOf(request)), HttpResponse.json([row])),
      ),
    );
    await expect(getUsageDetails({ api: 'delivery', date: '2025-03-01' })).resolves.toEqual({
      items: [row],
      skipped: [],
    });
    expect(q).toEqual({ api: 'delivery', date: '2025-03-01' });
  });

  it('reads the full detail of one call', async () => {
    const detail = {
      TraceIdentifier: row.TraceIdentifier,
      Request: {
        Method: 'GET',
        Path: '/v3/ABC',
        Headers: { Authorization: 'Bearer x', 'client-app-name': 'Portal' },
      },
      Response: { part: 'ABC' },
      RequestTimeUtc: row.RequestTimeUtc,
      TotalElapsedMilliseconds: 12,
      ResponseCode: 200,
      Url: row.Url,
      QueryString: '',
      Action: 'GET v3/{part}',
    };
    let q: Record<string, string> = {};
    server.use(
      http.get(
        `${API}/v1/requests/fulldetail`,
        ({ request }) => ((q = queryOf(request)), HttpResponse.json(detail)),
      ),
    );
    await expect(
      getUsageFullDetail({ api: 'catalog', date: '2025-03-01', traceIdentifier: row.TraceIdentifier }),
    ).resolves.toEqual(detail);
    expect(q.traceIdentifier).toBe(row.TraceIdentifier);
  });

  it('enforces api, date and client-app-name before sending', async () => {
    const sent = forbidRequests();
    await expectRuleError(
      // @ts-expect-error models is not a usage api
      getUsageDetails({ api: 'models', date: '2025-03-01' }),
      /api must be one of catalog, orders, pricing, quotes, delivery/,
    );
    await expectRuleError(
      getUsageDetails({ api: 'catalog', date: '2025-3-1' }),
      /date must be a date written yyyy-MM-dd/,
    );
    await expectRuleError(getUsageDetails({ api: 'catalog', date: '2025-02-30' }), /yyyy-MM-dd/);
    await expectRuleError(
      getUsageFullDetail({ api: 'catalog', date: '2025-03-01', traceIdentifier: ' ' }),
      /traceIdentifier is required/,
    );
    saveSettings({ clientAppName: 'no' });
    await expectRuleError(getUsageSummary(), /client-app-name/);
    expect(sent.count()).toBe(0);
  });

  it('skips a malformed row and names its failing field', async () => {
    server.use(
      http.get(`${API}/v1/requests/details`, () => HttpResponse.json([row, { ...row, ResponseCode: '200' }])),
    );
    const { items, skipped } = await getUsageDetails({ api: 'catalog', date: '2025-03-01' });
    expect(items).toEqual([row]);
    expect(skipped).toEqual([
      {
        index: 1,
        rowId: { field: 'TraceIdentifier', value: row.TraceIdentifier },
        fieldPath: 'ResponseCode',
        expected: 'a number',
      },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { usageFullDetailSchema, usageRequestListSchema, usageSummarySchema } from '../../src/model/schemas';
import { WATCHABLE_PART } from '../data';
import { isoDate } from '../data/time';
import { call, messageOf, setupMockServer, TEST_NOW } from '../test-utils';

setupMockServer();
const today = isoDate(TEST_NOW);

describe('usage statistics', () => {
  it('summarises seven days of seeded traffic for every API', async () => {
    const rows = usageSummarySchema.parse((await call('/v1/requests/summary')).body);
    expect(new Set(rows.map((r) => r.RequestDate)).size).toBe(7);
    expect(new Set(rows.map((r) => r.Api))).toEqual(
      new Set(['catalog', 'orders', 'pricing', 'quotes', 'delivery']),
    );
    expect(rows.some((r) => r.Action === 'GET v3/{part}')).toBe(true);
  });

  it('reports calls just made in summary, details and full detail (models and stats calls excluded)', async () => {
    const countOf = async () =>
      usageSummarySchema
        .parse((await call('/v1/requests/summary')).body)
        .find((r) => r.RequestDate === today && r.Api === 'catalog' && r.Action === 'GET v3/{part}')
        ?.RequestCount ?? 0;
    const before = await countOf();
    const detailsBefore = usageRequestListSchema.parse(
      (await call(`/v1/requests/details?api=catalog&date=${today}`)).body,
    );
    await call(`/v3/${encodeURIComponent(WATCHABLE_PART)}?isoCurrencyCode=EUR`, {
      headers: { authorization: 'Bearer eyJ.test.sig' },
    });
    await call('/v3/NO-SUCH-PART');
    await call('/v1/model/ModelTypes');
    expect(await countOf()).toBe(before + 2);
    const details = usageRequestListSchema.parse(
      (await call(`/v1/requests/details?api=catalog&date=${today}`)).body,
    );
    expect(details.length).toBe(detailsBefore.length + 2);
    const mine = details.find((d) => d.Url === `/catalog/v3/${encodeURIComponent(WATCHABLE_PART)}`)!;
    expect(mine).toMatchObject({ ResponseCode: 200, QueryString: '?isoCurrencyCode=EUR' });
    expect(details.some((d) => d.Url === '/catalog/v3/NO-SUCH-PART' && d.ResponseCode === 204)).toBe(true);
    const full = usageFullDetailSchema.parse(
      (
        await call(
          `/v1/requests/fulldetail?api=catalog&date=${today}&traceIdentifier=${mine.TraceIdentifier}`,
        )
      ).body,
    );
    expect(full.Request.Method).toBe('GET');
    expect(full.Request.Headers['authorization']).toBe('Bearer eyJ.test.sig');
    expect(full.Action).toBe('GET v3/{part}');
    expect(full.Response).toMatchObject({ part: WATCHABLE_PART, currency: 'EUR' });
  });

  it('gives full detail of seeded calls with a fake JWT and client-app-name', async () => {
    const date = isoDate(TEST_NOW - 2 * 86_400_000);
    const rows = usageRequestListSchema.parse(
      (await call(`/v1/requests/details?api=orders&date=${date}`)).body,
    );
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.length).toBeLessThan(1000);
    const row = rows[0]!;
    expect(row.TraceIdentifier).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    const full = usageFullDetailSchema.parse(
      (await call(`/v1/requests/fulldetail?api=orders&date=${date}&traceIdentifier=${row.TraceIdentifier}`))
        .body,
    );
    expect(String(full.Request.Headers['Authorization'])).toMatch(/^Bearer eyJ/);
    expect(full.Request.Headers['client-app-name']).toBeTruthy();
    expect(full.Url).toMatch(/^\/orders\/v1\//);
  });

  it('validates client-app-name, api and date', async () => {
    expect((await call('/v1/requests/summary', { headers: { 'client-app-name': '' } })).status).toBe(400);
    expect((await call(`/v1/requests/details?api=models&date=${today}`)).status).toBe(400);
    expect((await call('/v1/requests/details?api=catalog&date=2025-02-30')).status).toBe(400);
    expect((await call('/v1/requests/details?api=catalog&date=15.06.2025')).status).toBe(400);
    expect(
      (await call(`/v1/requests/fulldetail?api=catalog&date=${today}&traceIdentifier=nope`)).status,
    ).toBe(404);
  });

  it('refuses a token whose apps claim lacks the statistics API with 403, and grants one that has it', async () => {
    const token = (apps: string[]) =>
      [{ alg: 'none' }, { sub: 'test', apps }]
        .map((part) => btoa(JSON.stringify(part)).replace(/=+$/, ''))
        .concat('sig')
        .join('.');
    const withApps = (apps: string[]) => ({ headers: { authorization: `Bearer ${token(apps)}` } });
    const refused = await call('/v1/requests/summary', withApps(['catalog', 'orders']));
    expect(refused.status).toBe(403);
    expect(messageOf(refused.body)).toMatch(/statistics/);
    expect((await call(`/v1/requests/details?api=catalog&date=${today}`, withApps(['catalog']))).status).toBe(
      403,
    );
    expect((await call('/v1/requests/summary', withApps(['catalog', 'stats']))).status).toBe(200);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { partListSchema, partSchema, quoteListSchema } from '../src/model/schemas';
import {
  clearSlowFaults,
  ENDPOINT_IDS,
  getMockControl,
  releaseSlowAnswers,
  setFault,
  setMockControl,
  updateMockControl,
} from './control';
import { BOOK_PRICE_PART, WATCHABLE_PART } from './data';
import { call, apiUrl, messageOf, setupMockServer } from './test-utils';

setupMockServer();

describe('faults on demand', () => {
  it.each([
    ['unauthorized', 401],
    ['forbidden', 403],
    ['server-error', 500],
  ] as const)('%s answers %i with a message', async (kind, status) => {
    setFault('catalog.part', { kind });
    const answer = await call(`/v3/${WATCHABLE_PART}`);
    expect(answer.status).toBe(status);
    expect(messageOf(answer.body)).toBeTruthy();
    // Other endpoints are unaffected.
    expect((await call('/v1')).status).toBe(200);
  });

  it('rate-limited answers 429 with Retry-After', async () => {
    setFault('quotes.list', { kind: 'rate-limited', retryAfterSeconds: 12 });
    const answer = await call('/v1');
    expect(answer.status).toBe(429);
    expect(answer.headers.get('Retry-After')).toBe('12');
  });

  it('network-error makes fetch reject', async () => {
    setFault('orders.open', { kind: 'network-error' });
    await expect(fetch(apiUrl('/v1/openorders'))).rejects.toThrow();
  });

  it('malformed answers 200 with JSON that fails the schema', async () => {
    setFault('catalog.part', { kind: 'malformed' });
    const part = await call(`/v3/${WATCHABLE_PART}`);
    expect(part.status).toBe(200);
    expect(partSchema.safeParse(part.body).success).toBe(false);
    setFault('catalog.list', { kind: 'malformed' });
    expect(partListSchema.safeParse((await call('/v3')).body).success).toBe(false);
    setFault('quotes.list', { kind: 'malformed' });
    expect(quoteListSchema.safeParse((await call('/v1')).body).success).toBe(false);
    setFault('models.url', { kind: 'malformed' });
    expect(typeof (await call(`/v1/model/${WATCHABLE_PART}`)).body).not.toBe('string');
  });

  it('empty answers [] for a list and 204 for anything else', async () => {
    setFault('usage.summary', { kind: 'empty' });
    const week = await call('/v1/requests/summary');
    expect(week.status).toBe(200);
    expect(week.body).toEqual([]);
    setFault('catalog.part', { kind: 'empty' });
    expect((await call(`/v3/${WATCHABLE_PART}`)).status).toBe(204);
  });

  it('slow delays the answer', async () => {
    setFault('catalog.search', { kind: 'slow', delayMs: 300 });
    const started = performance.now();
    const answer = await call('/v3/search?query=tsh');
    expect(answer.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(280);
  });

  it('releaseSlowAnswers answers the calls waiting out a slow fault now', async () => {
    setFault('catalog.search', { kind: 'slow', delayMs: 120_000 });
    const answer = call('/v3/search?query=tsh');
    // The call reaches its wait after a few turns of the event loop; a release before that finds none.
    await vi.waitFor(() => expect(releaseSlowAnswers()).toBe(1));
    expect((await answer).status).toBe(200);
    clearSlowFaults();
    expect(getMockControl().faults['catalog.search']).toBeUndefined();
  });

  it('a once fault fires a single time', async () => {
    setFault('catalog.part', { kind: 'server-error', once: true });
    expect((await call(`/v3/${WATCHABLE_PART}`)).status).toBe(500);
    expect((await call(`/v3/${WATCHABLE_PART}`)).status).toBe(200);
    expect(getMockControl().faults['catalog.part']).toBeUndefined();
  });

  it('requireToken answers 401 without a bearer token', async () => {
    updateMockControl({ requireToken: true });
    const refused = await call(`/v3/${WATCHABLE_PART}`);
    expect(refused.status).toBe(401);
    expect(messageOf(refused.body)).toMatch(/Bearer/);
    expect(
      (await call(`/v3/${WATCHABLE_PART}`, { headers: { authorization: 'Bearer abc.def.ghi' } })).status,
    ).toBe(200);
  });

  it('a fault for some part numbers leaves the calls about other parts alone', async () => {
    setFault('catalog.part', { kind: 'server-error', parts: [BOOK_PRICE_PART] });
    expect((await call(`/v3/${WATCHABLE_PART}`)).status).toBe(200);
    expect((await call(`/v3/${BOOK_PRICE_PART}`)).status).toBe(500);
  });

  it('every endpoint id is switchable and the config is validated', () => {
    for (const id of ENDPOINT_IDS) setFault(id, { kind: 'forbidden' });
    expect(Object.keys(getMockControl().faults)).toHaveLength(ENDPOINT_IDS.length);
    expect(() => setMockControl({ faults: {}, latencyMs: -5, requireToken: false })).toThrow();
  });

  it('POST /api/__demo/reset answers 204 and is not logged', async () => {
    expect((await call('/__demo/reset', { method: 'POST' })).status).toBe(204);
  });
});

import { describe, expect, it } from 'vitest';
import {
  availabilityChangeListSchema,
  partListSchema,
  partSchema,
  searchHitListSchema,
} from '../../src/model/schemas';
import {
  BOOK_PRICE_PART,
  HASH_PART,
  SCRIPT_DESCRIPTION_PART,
  SLASH_PART,
  SPACE_PART,
  UNICODE_PART,
  UNSAFE_URL_PART,
  WATCHABLE_PART,
} from '../data';
import { msToTicks } from '../data/time';
import { bumpStock, getDataset } from '../db';
import { call, messageOf, setupMockServer, TEST_NOW } from '../test-utils';
import { CATALOG_PAGE_SIZE } from './catalog';

setupMockServer();

describe('GET /v3/search', () => {
  it('matches part numbers and descriptions case-insensitively, up to resultCount', async () => {
    const { status, body } = await call('/v3/search?query=tsh-010&resultCount=5');
    expect(status).toBe(200);
    const hits = searchHitListSchema.parse(body);
    expect(hits).toHaveLength(5);
    for (const h of hits) expect(h.part.toLowerCase()).toContain('tsh-010');

    const byDescription = partListSchema.parse(
      (await call('/v3/search?query=EDGE-CARD&resultCount=20&fullResponse=true')).body,
    );
    expect(byDescription).toHaveLength(20);
    for (const p of byDescription) expect(p.description.toLowerCase()).toContain('edge-card');
  });

  it('defaults to 10 results and slim hits; fullResponse returns full parts', async () => {
    const slim = (await call('/v3/search?query=gold')).body as unknown[];
    expect(slim).toHaveLength(10);
    expect(partListSchema.safeParse(slim).success).toBe(false);
    expect(slim.every((hit) => typeof hit === 'string')).toBe(true);
    expect(searchHitListSchema.parse(slim)).toHaveLength(10);
    const full = partListSchema.parse(
      (await call('/v3/search?query=gold&fullResponse=true&isoCurrencyCode=EUR')).body,
    );
    expect(full.every((p) => p.currency === 'EUR')).toBe(true);
  });

  it('answers [] for an empty query and 400 for a bad resultCount', async () => {
    expect((await call('/v3/search?query=')).body).toEqual([]);
    expect((await call('/v3/search?query=zzzz-no-such')).body).toEqual([]);
    const bad = await call('/v3/search?query=a&resultCount=abc');
    expect(bad.status).toBe(400);
    expect(messageOf(bad.body)).toMatch(/resultCount/);
  });
});

describe('GET /v3/{part}', () => {
  it('looks a part up ignoring case, without related parts unless asked', async () => {
    const { status, body } = await call(`/v3/${encodeURIComponent(WATCHABLE_PART.toLowerCase())}`);
    expect(status).toBe(200);
    const part = partSchema.parse(body);
    expect(part.part).toBe(WATCHABLE_PART);
    expect(part.relatedParts).toEqual([]);
    const withRelated = partSchema.parse((await call(`/v3/${WATCHABLE_PART}?includeRelatedParts=true`)).body);
    const types = new Set(withRelated.relatedParts.map((r) => r.relatedPartType));
    expect(types).toContain('Alternate Plating');
    expect(types).toContain('Tape and Reel Packaging');
  });

  it.each([SLASH_PART, HASH_PART, SPACE_PART, UNICODE_PART])('finds %s when URL-encoded', async (partNo) => {
    const { status, body } = await call(`/v3/${encodeURIComponent(partNo)}`);
    expect(status).toBe(200);
    expect(partSchema.parse(body).part).toBe(partNo);
  });

  it('answers 204 with no body for an unknown part', async () => {
    const { status, body } = await call('/v3/NO-SUCH-PART-123');
    expect(status).toBe(204);
    expect(body).toBeUndefined();
  });

  it('converts prices at fixed rates and rejects an unknown currency', async () => {
    const usd = partSchema.parse((await call(`/v3/${BOOK_PRICE_PART}`)).body);
    const jpy = partSchema.parse((await call(`/v3/${BOOK_PRICE_PART}?isoCurrencyCode=jpy`)).body);
    expect(jpy.currency).toBe('JPY');
    expect(jpy.price[0]!.price).toBeCloseTo(usd.price[0]!.price * 151.5, 3);
    expect(usd.customerBookPrice.length).toBeGreaterThan(0);
    for (const code of ['EUR', 'GBP', 'CNY', 'CHF']) {
      expect(
        partSchema.parse((await call(`/v3/${BOOK_PRICE_PART}?isoCurrencyCode=${code}`)).body).currency,
      ).toBe(code);
    }
    const bad = await call(`/v3/${BOOK_PRICE_PART}?isoCurrencyCode=XYZ`);
    expect(bad.status).toBe(400);
    expect(messageOf(bad.body)).toMatch(/XYZ/);
  });

  it('carries the demo hazards: unsafe URLs and a <script> description', async () => {
    const unsafe = partSchema.parse((await call(`/v3/${UNSAFE_URL_PART}`)).body);
    expect(unsafe.buyNowUrl).toBe('javascript:alert(1)');
    expect(unsafe.additionalDocuments.some((d) => d.path.startsWith('ftp://'))).toBe(true);
    const script = partSchema.parse((await call(`/v3/${SCRIPT_DESCRIPTION_PART}`)).body);
    expect(script.description).toContain('<script>');
  });

  it('reports the latest stock change as stockQuantity', async () => {
    bumpStock(WATCHABLE_PART, 4242);
    expect(partSchema.parse((await call(`/v3/${WATCHABLE_PART}`)).body).stockQuantity).toBe(4242);
  });
});

describe('GET /v3 paging', () => {
  it('returns every part exactly once, in part-number order', async () => {
    const seen: string[] = [];
    let after = '';
    for (;;) {
      const { status, body } = await call(`/v3?startAfterPart=${encodeURIComponent(after)}`);
      expect(status).toBe(200);
      const page = partListSchema.parse(body);
      if (page.length === 0) break;
      expect(page.length).toBeLessThanOrEqual(CATALOG_PAGE_SIZE);
      seen.push(...page.map((p) => p.part));
      after = page[page.length - 1]!.part;
    }
    const all = getDataset().parts.map((r) => r.part.part);
    expect(all.length).toBeGreaterThanOrEqual(5000);
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(seen.length);
    const sorted = [...seen].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(seen).toEqual(sorted);
  });
});

describe('GET /v3/delta/availability', () => {
  it('returns changes at or after epochMilliseconds, ascending, up to recordCount, with .NET ticks', async () => {
    const since = TEST_NOW - 24 * 3600_000;
    const list = availabilityChangeListSchema.parse(
      (await call(`/v3/delta/availability?epochMilliseconds=${since}&recordCount=50`)).body,
    );
    expect(list).toHaveLength(50);
    let prev = since;
    for (const c of list) {
      const ms = Date.parse(c.timestamp);
      expect(ms).toBeGreaterThanOrEqual(prev);
      expect(c.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(c.timestampTicks).toBe(msToTicks(ms));
      prev = ms;
    }
  });

  it('defaults to the full history with 1000 records, shares timestamps, and has changes in the last hour', async () => {
    const first = availabilityChangeListSchema.parse((await call('/v3/delta/availability')).body);
    expect(first).toHaveLength(1000);
    const stamps = first.map((c) => c.timestamp);
    expect(new Set(stamps).size).toBeLessThan(stamps.length);
    const recent = availabilityChangeListSchema.parse(
      (await call(`/v3/delta/availability?epochMilliseconds=${TEST_NOW - 3600_000}`)).body,
    );
    expect(recent.length).toBeGreaterThan(0);
    expect(getDataset().availability.times.length).toBeGreaterThanOrEqual(19_000);
  });

  it('pages the whole history by the last timestamp (inclusive) without losing a change', async () => {
    const total = getDataset().availability.times.length;
    const keys = new Set<string>();
    let since = 0;
    for (let guard = 0; guard < 100; guard++) {
      const page = availabilityChangeListSchema.parse(
        (await call(`/v3/delta/availability?epochMilliseconds=${since}&recordCount=5000`)).body,
      );
      const before = keys.size;
      for (const c of page) keys.add(`${c.timestamp}|${c.part}|${c.stockQuantity}`);
      if (keys.size === before) break;
      since = Date.parse(page[page.length - 1]!.timestamp);
    }
    // Parts can repeat within a batch only once, so (timestamp, part, qty) is a unique key.
    expect(keys.size).toBe(total);
  });

  it('includes a bumped change and rejects a bad epochMilliseconds', async () => {
    const change = bumpStock(WATCHABLE_PART, 7);
    const list = availabilityChangeListSchema.parse(
      (await call(`/v3/delta/availability?epochMilliseconds=${TEST_NOW}`)).body,
    );
    expect(list.at(-1)).toEqual(change);
    expect((await call('/v3/delta/availability?epochMilliseconds=yesterday')).status).toBe(400);
  });
});

import { describe, expect, it } from 'vitest';
import {
  orderLineListAnswerSchema,
  partListAnswerSchema,
  partSchema,
  quotePageSchema,
} from '../src/model/schemas';
import { updateMockControl } from './control';
import { WATCHABLE_PART } from './data';
import {
  HOSTILE_HUGE_BYTES,
  HOSTILE_HUGE_ROWS,
  HOSTILE_LONG_RUN,
  HOSTILE_MARKUP,
  HOSTILE_URLS,
} from './hostile';
import { call, setupMockServer } from './test-utils';

setupMockServer();

describe('hostile-data switch', () => {
  it("'values': a part keeps fitting its schema with markup, long runs, non-http(s) URLs and odd numbers", async () => {
    updateMockControl({ hostileData: 'values' });
    const answer = await call(`/v3/${WATCHABLE_PART}?includeRelatedParts=true`);
    expect(answer.status).toBe(200);
    const part = partSchema.parse(answer.body);
    expect(part.part).toBe(WATCHABLE_PART);
    expect(part.description).toContain(HOSTILE_MARKUP);
    expect(part.description).toContain(HOSTILE_LONG_RUN);
    for (const url of [part.buyNowUrl, part.requestSampleUrl, part.imageUrl])
      expect(HOSTILE_URLS).toContain(url);
    expect(part.additionalDocuments.every((d) => (HOSTILE_URLS as readonly string[]).includes(d.path))).toBe(
      true,
    );
  });

  it("'values': lists refuse a number on some rows (named, skipped) and keep the others", async () => {
    updateMockControl({ hostileData: 'values' });
    const list = partListAnswerSchema.parse((await call('/v3')).body);
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.skipped.length).toBeGreaterThan(0);
    expect(list.items.some((p) => p.stockQuantity < 0)).toBe(true);
    const orders = orderLineListAnswerSchema.parse((await call('/v1/openorders')).body);
    expect(orders.items[0]?.PONumber).toContain(HOSTILE_MARKUP);
    const quotes = quotePageSchema.parse((await call('/v1')).body);
    expect(quotes.items[0]?.designCustomer).toContain('<script>');
  });

  it("'values': the model download URL is not http(s)", async () => {
    updateMockControl({ hostileData: 'values' });
    const types = await call('/v1/model/ModelTypes');
    expect(types.status).toBe(200);
    const [first] = types.body as { code: string }[];
    const answer = await call(`/v1/model/${WATCHABLE_PART}?modelFormat=${first?.code ?? ''}`);
    expect(answer.status).toBe(200);
    if (answer.body !== '') expect(HOSTILE_URLS).toContain(answer.body);
  });

  it("'huge': the first catalog and open-order pages answer about 10 MB; the next page follows on", async () => {
    updateMockControl({ hostileData: 'huge' });
    for (const [path, cursor, id] of [
      ['/v3', 'startAfterPart', 'part'],
      ['/v1/openorders', 'startAfter', 'Id'],
    ] as const) {
      const rows = (await call(path)).body as Record<string, string>[];
      const bytes = JSON.stringify(rows).length;
      expect(bytes).toBeGreaterThanOrEqual(HOSTILE_HUGE_BYTES);
      expect(bytes).toBeLessThan(HOSTILE_HUGE_BYTES * 1.2);
      expect(rows.length).toBeLessThanOrEqual(HOSTILE_HUGE_ROWS);
      expect(new Set(rows.map((r) => r[id])).size).toBe(rows.length);
      // The page after the huge answer's last row continues after the real row it copies.
      const next = await call(`${path}?${cursor}=${encodeURIComponent(rows.at(-1)?.[id] ?? '')}`);
      expect(next.status).toBe(200);
      expect((next.body as unknown[]).length).toBeLessThan(rows.length);
    }
  });
});

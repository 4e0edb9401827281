// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { opportunitySchema, orderLineSchema, partSchema } from '../../src/model/schemas';
import {
  BOOK_PRICE_PART,
  generateDataset,
  HASH_PART,
  HOT_PARTS,
  NCNR_PART,
  NO_MODEL_PART,
  OBSOLETE_PART,
  PREVIEW_PART,
  SCRIPT_DESCRIPTION_PART,
  SLASH_PART,
  SPACE_PART,
  UNICODE_PART,
  UNSAFE_URL_PART,
} from '.';
import { TEST_NOW } from '../test-utils';

const ds = generateDataset(7, TEST_NOW);

describe('seeded data set', () => {
  it('is deterministic for a seed and now', () => {
    const again = generateDataset(7, TEST_NOW);
    expect(again.parts.map((p) => p.part)).toEqual(ds.parts.map((p) => p.part));
    expect(Array.from(again.availability.quantity)).toEqual(Array.from(ds.availability.quantity));
    expect(again.orders).toEqual(ds.orders);
    expect(again.usage).toEqual(ds.usage);
    const other = generateDataset(8, TEST_NOW);
    expect(other.parts.map((p) => p.part.price[0]?.price)).not.toEqual(
      ds.parts.map((p) => p.part.price[0]?.price),
    );
  });

  it('has the sizes the issue asks for', () => {
    expect(ds.parts.length).toBeGreaterThanOrEqual(5000);
    expect(new Set(ds.parts.map((p) => p.part.series)).size).toBeGreaterThanOrEqual(40);
    expect(ds.availability.times.length).toBeGreaterThanOrEqual(19_000);
    expect(ds.quotes).toHaveLength(60);
    expect(ds.orders.length).toBeGreaterThanOrEqual(2000);
    expect(new Set(ds.orders.map((o) => o.OrderId)).size).toBeGreaterThanOrEqual(400);
    expect(new Set(ds.orders.map((o) => o.Currency)).size).toBeGreaterThanOrEqual(4);
    expect(ds.orders.some((o) => o.Shipments.length > 1)).toBe(true);
    expect(ds.orders.some((o) => o.RescheduleDate !== null)).toBe(true);
    const statuses = new Set(ds.orders.map((o) => o.Status));
    for (const s of ['Open', 'Scheduled', 'Received', 'Partially Shipped', 'Fully Shipped', 'Cancelled'])
      expect(statuses).toContain(s);
    expect(new Set(ds.orders.map((o) => o.LineType))).toEqual(new Set(['Sales', 'Sample', 'NCO']));
  });

  it('contains every special part, all valid Parts, with unique part numbers', () => {
    const numbers = new Set(ds.parts.map((p) => p.part.part));
    expect(numbers.size).toBe(ds.parts.length);
    for (const special of [
      SLASH_PART,
      HASH_PART,
      SPACE_PART,
      UNICODE_PART,
      UNSAFE_URL_PART,
      SCRIPT_DESCRIPTION_PART,
      NO_MODEL_PART,
      NCNR_PART,
      BOOK_PRICE_PART,
      OBSOLETE_PART,
      PREVIEW_PART,
      ...HOT_PARTS,
    ])
      expect(numbers).toContain(special);
    for (const rec of ds.parts.slice(0, 300)) partSchema.parse(rec.part);
    for (const o of ds.orders) orderLineSchema.parse(o);
    for (const q of ds.quotes) opportunitySchema.parse(q);
  });

  it('varies the catalog the way a real one does', () => {
    const parts = ds.parts.map((r) => r.part);
    expect(new Set(parts.map((p) => p.lifecycleStatus))).toEqual(
      new Set(['Production', 'Active', 'NRND', 'Obsolete', 'Preview', 'New']),
    );
    expect(parts.every((p) => p.price.length >= 3 && p.price.length <= 6)).toBe(true);
    expect(parts.some((p) => p.seriesWithOption === null)).toBe(true);
    expect(parts.some((p) => p.customerBookPrice.length > 0)).toBe(true);
    expect(parts.some((p) => p.nonCancellableNonReturnable)).toBe(true);
    expect(parts.some((p) => p.reserve)).toBe(true);
    expect(
      new Set(parts.flatMap((p) => p.additionalDocuments.map((d) => d.languageISO))).size,
    ).toBeGreaterThanOrEqual(4);
    expect(
      new Set(ds.parts.flatMap((r) => r.related.map((x) => x.relatedPartType))).size,
    ).toBeGreaterThanOrEqual(4);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { availabilityChangeListSchema } from '../src/api/schemas';
import { HOT_PARTS, WATCHABLE_PART } from './data';
import {
  advanceMockClock,
  attachStateStorage,
  availabilitySince,
  bumpStock,
  configureMockData,
  getState,
  LIVE_INTERVAL_MS,
  resetMockState,
  STATE_STORAGE_KEY,
  stockLookup,
  findPart,
} from './db';
import { TEST_NOW } from './test-utils';

describe('mock database', () => {
  afterEach(() => {
    configureMockData({ now: TEST_NOW });
    resetMockState();
  });

  it('produces live stock changes for the hot parts as the clock moves on', () => {
    configureMockData({ now: TEST_NOW });
    const before = availabilitySince(TEST_NOW + 1, 100);
    expect(before).toEqual([]);
    // Ten minutes later: about twenty live changes, all on hot parts, after the seeded history.
    advanceMockClock(10 * 60_000);
    const live = availabilityChangeListSchema.parse(availabilitySince(TEST_NOW + 1, 100));
    expect(live.length).toBeGreaterThanOrEqual((10 * 60_000) / LIVE_INTERVAL_MS - 1);
    expect(live.every((c) => (HOT_PARTS as readonly string[]).includes(c.part))).toBe(true);
    const last = live.filter((c) => c.part === live.at(-1)!.part).at(-1)!;
    expect(stockLookup()(findPart(last.part)!)).toBe(last.stockQuantity);
  });

  it('persists the delta to storage and reloads it', () => {
    configureMockData({ now: TEST_NOW });
    attachStateStorage(localStorage);
    bumpStock(WATCHABLE_PART, 99);
    resetMockState();
    expect(JSON.parse(localStorage.getItem(STATE_STORAGE_KEY) ?? '{}')).toMatchObject({
      version: 1,
      stockBumps: [],
    });
    localStorage.setItem(
      STATE_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        orders: [],
        nextOrderSeq: 5,
        calls: [],
        stockBumps: [{ part: WATCHABLE_PART, time: TEST_NOW, stockQuantity: 12 }],
      }),
    );
    attachStateStorage(localStorage);
    expect(getState().nextOrderSeq).toBe(5);
    expect(stockLookup()(findPart(WATCHABLE_PART)!)).toBe(12);
    localStorage.setItem(STATE_STORAGE_KEY, '{"version":2}');
    attachStateStorage(localStorage);
    expect(getState().nextOrderSeq).toBe(5);
  });
});

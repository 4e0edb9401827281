import { afterEach, describe, expect, it, vi } from 'vitest';
import { availabilityChangeListSchema } from '../src/model/schemas';
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
  getDataset,
} from './db';
import { TEST_NOW } from './test-utils';

describe('mock database', () => {
  afterEach(() => {
    vi.useRealTimers();
    configureMockData({ now: TEST_NOW });
    resetMockState();
  });

  it('keeps the availability history in one time base across a reload', () => {
    const MINUTE = 60_000;
    vi.useFakeTimers({ now: TEST_NOW, toFake: ['Date'] });
    configureMockData({ now: null });
    attachStateStorage(localStorage);
    expect(getDataset().historyNow).toBe(TEST_NOW);
    vi.setSystemTime(TEST_NOW + 10 * MINUTE);
    bumpStock(WATCHABLE_PART, 4321);
    window.dispatchEvent(new Event('pagehide'));

    // The tab is reloaded half an hour later: the data set is rebuilt, the stored state read back.
    vi.setSystemTime(TEST_NOW + 40 * MINUTE);
    configureMockData({ now: null });
    attachStateStorage(localStorage);
    expect(getDataset().historyNow).toBe(TEST_NOW);
    const times = availabilitySince(TEST_NOW - 2 * 60 * MINUTE, 10_000).map((c) => Date.parse(c.timestamp));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const watchable = availabilitySince(0, 100_000).filter((c) => c.part === WATCHABLE_PART);
    expect(watchable.at(-1)?.stockQuantity).toBe(stockLookup()(findPart(WATCHABLE_PART)!));
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

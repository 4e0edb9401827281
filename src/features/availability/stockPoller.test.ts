import { describe, expect, it } from 'vitest';
import type { AvailabilityChange } from '@/model/schemas';
import { wholeList } from '@/model/tolerantList';
import { StockPoller, type FetchChanges } from './stockPoller';

const rec = (ms: number, part: string, stockQuantity: number, ticks = ms): AvailabilityChange => ({
  timestamp: new Date(ms).toISOString(),
  part,
  stockQuantity,
  timestampTicks: ticks,
});

/** A fake endpoint over a growing history: records with time >= since, ascending, at most recordCount. */
function fakeService(history: AvailabilityChange[]) {
  const calls: number[] = [];
  const fetchChanges: FetchChanges = async ({ epochMilliseconds, recordCount }) => {
    calls.push(epochMilliseconds);
    return wholeList(
      history.filter((r) => Date.parse(r.timestamp) >= epochMilliseconds).slice(0, recordCount),
    );
  };
  return { fetchChanges, calls };
}

const signal = new AbortController().signal;

describe('StockPoller', () => {
  it('ignores the backlog, reports each change once, and keeps records of the boundary millisecond', async () => {
    const history = [rec(500, 'A', 1), rec(900, 'A', 2)];
    const service = fakeService(history);
    const poller = new StockPoller(service.fetchChanges, 1000);
    const watched = new Set(['A']);
    expect(await poller.poll(watched, signal)).toEqual([]);
    expect(poller.watching).toBe(true);

    history.push(rec(2000, 'A', 90), rec(2000, 'B', 5));
    expect(await poller.poll(watched, signal)).toEqual([
      { part: 'A', from: 2, to: 90, timestamp: rec(2000, 'A', 0).timestamp },
    ]);
    expect(poller.cursor.epochMilliseconds).toBe(2000);

    // The same millisecond gets another record after the poll: it is reported, the old ones are not.
    history.push(rec(2000, 'A', 70, 2001));
    expect(await poller.poll(watched, signal)).toEqual([
      { part: 'A', from: 90, to: 70, timestamp: rec(2000, 'A', 0).timestamp },
    ]);
    expect(await poller.poll(watched, signal)).toEqual([]);
  });

  it('starts from the service clock when the browser clock is ahead', async () => {
    const DAY = 24 * 60 * 60 * 1000;
    const serverNow = 100 * DAY;
    const history = [rec(serverNow - 5000, 'A', 10), rec(serverNow - 1000, 'A', 11)];
    const service = fakeService(history);
    // The browser is two days ahead: a cursor at its "now" would skip every change of those two days.
    const poller = new StockPoller(service.fetchChanges, serverNow + 2 * DAY);
    const watched = new Set(['A']);
    expect(await poller.poll(watched, signal)).toEqual([]);
    expect(poller.cursor.epochMilliseconds).toBe(serverNow - 1000);

    history.push(rec(serverNow + 15_000, 'A', 4));
    expect(await poller.poll(watched, signal)).toEqual([
      { part: 'A', from: 11, to: 4, timestamp: rec(serverNow + 15_000, 'A', 0).timestamp },
    ]);
  });

  it('catches up a long backlog over several polls without announcing it', async () => {
    const history = Array.from({ length: 6000 }, (_, i) => rec(1000 + i, 'A', i));
    const poller = new StockPoller(fakeService(history).fetchChanges, 10_000);
    const watched = new Set(['A']);
    expect(await poller.poll(watched, signal)).toEqual([]);
    expect(poller.watching).toBe(false);
    expect(await poller.poll(watched, signal)).toEqual([]);
    expect(poller.watching).toBe(true);
    history.push(rec(9000, 'A', -1));
    expect(await poller.poll(watched, signal)).toEqual([
      { part: 'A', from: 5999, to: -1, timestamp: rec(9000, 'A', 0).timestamp },
    ]);
  });

  it('starts from the beginning when the service has no records yet', async () => {
    const history: AvailabilityChange[] = [];
    const poller = new StockPoller(fakeService(history).fetchChanges, 5_000_000_000);
    expect(await poller.poll(new Set(['A']), signal)).toEqual([]);
    expect(poller.cursor.epochMilliseconds).toBe(0);
    history.push(rec(10, 'A', 5));
    expect(await poller.poll(new Set(['A']), signal)).toEqual([
      { part: 'A', from: undefined, to: 5, timestamp: rec(10, 'A', 0).timestamp },
    ]);
  });

  it('keeps a learnt quantity over a late baseline and forgets unwatched parts', async () => {
    const history: AvailabilityChange[] = [];
    const poller = new StockPoller(fakeService(history).fetchChanges, 0);
    await poller.poll(new Set(['A']), signal);
    history.push(rec(10, 'A', 5));
    await poller.poll(new Set(['A']), signal);
    poller.setBaseline('A', 999);
    history.push(rec(20, 'A', 6));
    expect((await poller.poll(new Set(['A']), signal))[0]).toMatchObject({ from: 5, to: 6 });
    poller.forget(new Set());
    expect(poller.hasBaseline('A')).toBe(false);
  });
});

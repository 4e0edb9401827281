import { describe, expect, it } from 'vitest';
import type { AvailabilityChange } from '@/api/schemas';
import { wholeList } from '@/api/tolerantList';
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
    poller.setBaseline('A', 100);
    const watched = new Set(['A']);
    expect(await poller.poll(watched, signal)).toEqual([]);

    history.push(rec(2000, 'A', 90), rec(2000, 'B', 5));
    expect(await poller.poll(watched, signal)).toEqual([
      { part: 'A', from: 100, to: 90, timestamp: rec(2000, 'A', 0).timestamp },
    ]);
    expect(poller.cursor.epochMilliseconds).toBe(2000);

    // The same millisecond gets another record after the poll: it is reported, the old ones are not.
    history.push(rec(2000, 'A', 70, 2001));
    expect(await poller.poll(watched, signal)).toEqual([
      { part: 'A', from: 90, to: 70, timestamp: rec(2000, 'A', 0).timestamp },
    ]);
    expect(await poller.poll(watched, signal)).toEqual([]);
  });

  it('keeps a learnt quantity over a late baseline and forgets unwatched parts', async () => {
    const history: AvailabilityChange[] = [];
    const poller = new StockPoller(fakeService(history).fetchChanges, 0);
    history.push(rec(10, 'A', 5));
    await poller.poll(new Set(['A']), signal);
    poller.setBaseline('A', 999);
    history.push(rec(20, 'A', 6));
    expect((await poller.poll(new Set(['A']), signal))[0]).toMatchObject({ from: 5, to: 6 });
    poller.forget(new Set());
    expect(poller.hasBaseline('A')).toBe(false);
  });
});

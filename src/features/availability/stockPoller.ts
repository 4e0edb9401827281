import {
  availabilityPageFromRecords,
  nextAvailabilityPageParam,
  type AvailabilityPageParam,
} from '@/model/availabilityPaging';
import type { AvailabilityChange } from '@/model/schemas';
import type { TolerantList } from '@/model/tolerantList';
import { diffWatchedStock, type StockChangeNotice } from './stockDiff';

export const POLL_INTERVAL_MS = 15_000;
const POLL_PAGE_SIZE = 500;
/** A poll catches up at most this many pages; the rest waits for the next poll (the cursor keeps it). */
const MAX_PAGES_PER_POLL = 10;
const HOUR_MS = 60 * 60 * 1000;
/** How far before the browser's clock the search for the service's newest record starts, widening. */
const SEARCH_LOOKBACKS_MS = [HOUR_MS, 24 * HOUR_MS, 7 * 24 * HOUR_MS, 30 * 24 * HOUR_MS];

export type FetchChanges = (
  params: { epochMilliseconds: number; recordCount: number },
  signal: AbortSignal,
) => Promise<TolerantList<AvailabilityChange>>;

/**
 * The watcher's cursor into GET /v3/delta/availability, on the service's clock, not the browser's (a
 * browser clock ahead of the server would skip changes). Watching starts from the newest record the
 * service returns: the first polls look back from the browser's time (an hour, a day, a week, a month,
 * then the whole history) until the service returns records, and read forward to the end without
 * announcing anything (the backlog only teaches the current quantities). From then on the cursor moves to
 * the last record's millisecond, remembering that millisecond's records (the next call returns them
 * again): a change is reported once, and none is lost between polls.
 */
export class StockPoller {
  private param: AvailabilityPageParam;
  private phase: 'searching' | 'catching-up' | 'watching' = 'searching';
  private known = new Map<string, number>();

  constructor(
    private readonly fetchChanges: FetchChanges,
    /** The browser's time: only where the search for the service's present starts. */
    private readonly browserNow: number,
  ) {
    this.param = { epochMilliseconds: browserNow, recordCount: POLL_PAGE_SIZE, seen: [] };
  }

  /** The stock seen when watching began; a quantity learnt from a change is never overwritten. */
  setBaseline(part: string, stockQuantity: number): void {
    if (!this.known.has(part)) this.known.set(part, stockQuantity);
  }

  hasBaseline(part: string): boolean {
    return this.known.has(part);
  }

  /** An unwatched part's quantity goes stale: forget it so watching again takes a fresh baseline. */
  forget(keep: ReadonlySet<string>): void {
    for (const part of [...this.known.keys()]) if (!keep.has(part)) this.known.delete(part);
  }

  get cursor(): Readonly<AvailabilityPageParam> {
    return this.param;
  }

  /** True once the cursor has reached the service's newest record. */
  get watching(): boolean {
    return this.phase === 'watching';
  }

  async poll(watched: ReadonlySet<string>, signal: AbortSignal): Promise<StockChangeNotice[]> {
    if (this.phase === 'watching') {
      const { records } = await this.readForward(signal, MAX_PAGES_PER_POLL);
      const { notices, known } = diffWatchedStock(records, watched, this.known);
      this.known = known;
      return notices;
    }
    const backlog: AvailabilityChange[] = [];
    if (this.phase === 'searching') backlog.push(...(await this.findStart(signal)));
    if (this.phase === 'catching-up') {
      const { records, ended } = await this.readForward(signal, MAX_PAGES_PER_POLL);
      backlog.push(...records);
      if (ended) this.phase = 'watching';
    }
    // The backlog is not news: it only teaches the quantities the next changes start from.
    this.known = diffWatchedStock(backlog, watched, this.known).known;
    return [];
  }

  /** Looks back from the browser's time, widening, until the service returns a record (or from 0). */
  private async findStart(signal: AbortSignal): Promise<AvailabilityChange[]> {
    const starts = [...SEARCH_LOOKBACKS_MS.map((back) => Math.max(0, this.browserNow - back)), 0];
    for (const start of starts) {
      this.param = { epochMilliseconds: start, recordCount: POLL_PAGE_SIZE, seen: [] };
      const { records, ended } = await this.readForward(signal, 1);
      if (records.length > 0 || start === 0) {
        this.phase = ended ? 'watching' : 'catching-up';
        return records;
      }
    }
    return [];
  }

  /** Reads pages forward from the cursor; `ended` when a short page (the present) was reached. */
  private async readForward(
    signal: AbortSignal,
    maxPages: number,
  ): Promise<{ records: AvailabilityChange[]; ended: boolean }> {
    const records: AvailabilityChange[] = [];
    for (let i = 0; i < maxPages; i++) {
      const param = this.param;
      const received = await this.fetchChanges(
        { epochMilliseconds: param.epochMilliseconds, recordCount: param.recordCount },
        signal,
      );
      const page = availabilityPageFromRecords(param, received);
      records.push(...page.records);
      const next = nextAvailabilityPageParam(page, POLL_PAGE_SIZE);
      if (next) {
        this.param = next;
        continue;
      }
      // A short page is the present: wait at its last millisecond, remembering what was delivered there.
      const sameMillisecond = page.lastMillisecond === param.epochMilliseconds;
      this.param = {
        epochMilliseconds: page.lastMillisecond,
        recordCount: POLL_PAGE_SIZE,
        seen: sameMillisecond ? [...new Set([...param.seen, ...page.boundaryKeys])] : page.boundaryKeys,
      };
      return { records, ended: true };
    }
    return { records, ended: false };
  }
}

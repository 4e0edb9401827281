import {
  availabilityPageFromRecords,
  nextAvailabilityPageParam,
  type AvailabilityPageParam,
} from '@/api/availabilityPaging';
import type { AvailabilityChange } from '@/api/schemas';
import type { TolerantList } from '@/api/tolerantList';
import { diffWatchedStock, type StockChangeNotice } from './stockDiff';

export const POLL_INTERVAL_MS = 15_000;
const POLL_PAGE_SIZE = 500;
/** A poll catches up at most this many pages; the rest waits for the next poll (the cursor keeps it). */
const MAX_PAGES_PER_POLL = 10;

export type FetchChanges = (
  params: { epochMilliseconds: number; recordCount: number },
  signal: AbortSignal,
) => Promise<TolerantList<AvailabilityChange>>;

/**
 * The watcher's cursor into GET /v3/delta/availability. It starts at "now", so the backlog is never
 * announced, and moves to the last record's millisecond, remembering that millisecond's records (the
 * next call returns them again): a change is reported once, and none is lost between polls.
 */
export class StockPoller {
  private param: AvailabilityPageParam;
  private known = new Map<string, number>();

  constructor(
    private readonly fetchChanges: FetchChanges,
    startMs: number,
  ) {
    this.param = { epochMilliseconds: startMs, recordCount: POLL_PAGE_SIZE, seen: [] };
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

  async poll(watched: ReadonlySet<string>, signal: AbortSignal): Promise<StockChangeNotice[]> {
    const records: AvailabilityChange[] = [];
    for (let i = 0; i < MAX_PAGES_PER_POLL; i++) {
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
      break;
    }
    const { notices, known } = diffWatchedStock(records, watched, this.known);
    this.known = known;
    return notices;
  }
}

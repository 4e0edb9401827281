import { INT32_MAX } from '@/lib/limits';
import { apiDateTimeMillis } from '@/lib/dateTime';
import type { AvailabilityChange } from './schemas';
import { mergeSkipped, receivedCount, type SkippedRow, type TolerantList } from './tolerantList';

/**
 * Paging GET /v3/delta/availability. The spec says: call again with the timestamp of the last record. That
 * call returns the last record again, with every other record of the same millisecond, so:
 * - records of the boundary millisecond already delivered are remembered (`seen`) and dropped when they
 *   come back; a record is identified by timestamp + part + timestampTicks;
 * - when a full page lies entirely inside the boundary millisecond, asking again with the same timestamp
 *   would return the same page forever: the next call asks for twice as many records (up to
 *   MAX_RECORD_COUNT_GROWTH times the normal page), and only if that is still not enough moves one
 *   millisecond on, marking the page with `skippedMillisecond` so the page can say records may be missing.
 * A page shorter than recordCount is the end.
 */
export const MAX_RECORD_COUNT_GROWTH = 64;

export type AvailabilityPageParam = {
  epochMilliseconds: number;
  recordCount: number;
  /** Keys of records of the millisecond `epochMilliseconds` that earlier pages already delivered. */
  seen: readonly string[];
  /** Set when the previous millisecond held more records than the largest page could take. */
  skippedMillisecond?: number;
};

export type AvailabilityPage = {
  /** The records new to this paging session, in the server's order. */
  records: AvailabilityChange[];
  /** How many records the server sent (before dropping repeats and malformed rows). */
  receivedCount: number;
  /** Malformed records of this answer (tolerantList.ts), indexes within this answer. */
  skipped: SkippedRow[];
  param: AvailabilityPageParam;
  /** Millisecond of the last record received (never before the requested one). */
  lastMillisecond: number;
  /** Keys of the received records in lastMillisecond. */
  boundaryKeys: string[];
  /** Every received record lies in lastMillisecond. */
  allInLastMillisecond: boolean;
};

export function availabilityRecordKey(record: AvailabilityChange): string {
  return `${record.timestamp}|${record.part}|${record.timestampTicks}`;
}

/** Milliseconds since the epoch of an ISO timestamp; one without an offset is UTC (spec 2.2). */
export function timestampMillis(timestamp: string): number {
  return apiDateTimeMillis(timestamp);
}

export function availabilityPageFromRecords(
  param: AvailabilityPageParam,
  answer: TolerantList<AvailabilityChange>,
): AvailabilityPage {
  // Malformed records have no timestamp to page by: the cursor follows the good ones.
  const received = answer.items;
  const skip = new Set(param.seen);
  const records: AvailabilityChange[] = [];
  for (const record of received) {
    const key = availabilityRecordKey(record);
    if (skip.has(key)) continue;
    skip.add(key);
    records.push(record);
  }
  const last = received.at(-1);
  const lastMs = last ? timestampMillis(last.timestamp) : Number.NaN;
  const lastMillisecond = Number.isNaN(lastMs)
    ? param.epochMilliseconds
    : Math.max(lastMs, param.epochMilliseconds);
  const inLast = received.filter((r) => timestampMillis(r.timestamp) === lastMillisecond);
  return {
    records,
    receivedCount: receivedCount(answer),
    skipped: answer.skipped,
    param,
    lastMillisecond,
    boundaryKeys: inLast.map(availabilityRecordKey),
    allInLastMillisecond: received.length > 0 && inLast.length === received.length,
  };
}

export function nextAvailabilityPageParam(
  page: AvailabilityPage,
  baseRecordCount: number,
): AvailabilityPageParam | undefined {
  const { param } = page;
  if (page.receivedCount < param.recordCount) return undefined;
  const sameMillisecond = page.lastMillisecond === param.epochMilliseconds;
  const seen = sameMillisecond ? [...new Set([...param.seen, ...page.boundaryKeys])] : page.boundaryKeys;
  if (sameMillisecond && page.allInLastMillisecond) {
    const bigger = param.recordCount * 2;
    // recordCount is an int32 on the wire.
    if (bigger <= Math.min(baseRecordCount * MAX_RECORD_COUNT_GROWTH, INT32_MAX)) {
      return { epochMilliseconds: page.lastMillisecond, recordCount: bigger, seen };
    }
    return {
      epochMilliseconds: page.lastMillisecond + 1,
      recordCount: baseRecordCount,
      seen: [],
      skippedMillisecond: page.lastMillisecond,
    };
  }
  return { epochMilliseconds: page.lastMillisecond, recordCount: baseRecordCount, seen };
}

/** The malformed records of all pages, indexes counted over the whole paging session. */
export function skippedRecords(pages: readonly AvailabilityPage[]): SkippedRow[] {
  return mergeSkipped(pages);
}

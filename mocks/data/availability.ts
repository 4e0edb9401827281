import { createRng } from './prng';
import type { PartRecord } from './parts';
import { DAY, HOUR, MINUTE } from './time';
import type { Steps } from './steps';

/**
 * The seeded availability history: ~20,000 stock changes over the 90 days before `now`. The ERP posts
 * stock in batches, so every change of one batch shares a timestamp to the millisecond; clients that
 * page by "timestamp of the last record" (inclusive) must de-duplicate, and the tests rely on that.
 * Stored as parallel typed arrays (ascending by time) to keep generation and binary search cheap.
 */
export interface AvailabilityHistory {
  times: Float64Array;
  partIndex: Int32Array;
  quantity: Int32Array;
  /** Stock of each part (by index into the sorted part list) after the last seeded change. */
  latestStock: Int32Array;
  /** Time of the last seeded change per part, or -1 when it never changed. */
  latestTime: Float64Array;
}

const TARGET_CHANGES = 20_000;

export function* availabilitySteps(
  seed: number,
  now: number,
  parts: readonly PartRecord[],
): Steps<AvailabilityHistory> {
  const rng = createRng(seed).fork('availability');
  const start = now - 90 * DAY;
  const batchTimes: number[] = [];
  // Batches spread over 90 days, plus a few in the last hour so "recent changes" always has data.
  for (let i = 0; i < 1_560; i++) batchTimes.push(start + Math.floor(rng.next() * (90 * DAY - HOUR)));
  for (let i = 0; i < 6; i++) batchTimes.push(now - HOUR + Math.floor(rng.next() * (HOUR - MINUTE)));
  batchTimes.sort((a, b) => a - b);

  const stock = Int32Array.from(parts, (p) => p.initialStock);
  const latestTime = new Float64Array(parts.length).fill(-1);
  const times: number[] = [];
  const partIndex: number[] = [];
  const quantity: number[] = [];
  const perBatch = TARGET_CHANGES / batchTimes.length;
  for (const t of batchTimes) {
    yield;
    const size = Math.max(1, Math.round(perBatch * (0.3 + rng.next() * 1.4)));
    const seen = new Set<number>();
    for (let k = 0; k < size; k++) {
      const idx = rng.int(0, parts.length - 1);
      if (seen.has(idx)) continue;
      seen.add(idx);
      const rec = parts[idx]!;
      const unit = rec.packaging.standardQuantity;
      const prev = stock[idx]!;
      // Mostly shipments out (stock falls), sometimes a production receipt (stock rises).
      const next = rng.chance(0.35)
        ? prev + rng.int(5, 200) * unit
        : Math.max(0, prev - rng.int(1, 40) * unit);
      stock[idx] = next;
      latestTime[idx] = t;
      times.push(t);
      partIndex.push(idx);
      quantity.push(next);
    }
  }
  return {
    times: Float64Array.from(times),
    partIndex: Int32Array.from(partIndex),
    quantity: Int32Array.from(quantity),
    latestStock: stock,
    latestTime,
  };
}

/** Index of the first change with time >= ms (binary search over the ascending times). */
export function lowerBound(times: Float64Array | readonly number[], ms: number): number {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (times[mid]! < ms) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

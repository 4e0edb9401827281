import type { AvailabilityChange } from '@/model/schemas';

export type StockChangeNotice = {
  part: string;
  /** The stock before the change, when the watcher knew it. */
  from: number | undefined;
  to: number;
  timestamp: string;
};

/**
 * Turns newly polled change records into one notice per watched part: the first known quantity to the
 * last one in the batch (records arrive ascending). A record that repeats the known quantity is no change
 * to report. Returns the updated known stock; the input map is not modified.
 */
export function diffWatchedStock(
  records: readonly AvailabilityChange[],
  watched: ReadonlySet<string>,
  known: ReadonlyMap<string, number>,
): { notices: StockChangeNotice[]; known: Map<string, number> } {
  const nextKnown = new Map(known);
  const byPart = new Map<string, StockChangeNotice>();
  for (const record of records) {
    if (!watched.has(record.part)) continue;
    const pending = byPart.get(record.part);
    if (pending) {
      pending.to = record.stockQuantity;
      pending.timestamp = record.timestamp;
    } else {
      byPart.set(record.part, {
        part: record.part,
        from: nextKnown.get(record.part),
        to: record.stockQuantity,
        timestamp: record.timestamp,
      });
    }
    nextKnown.set(record.part, record.stockQuantity);
  }
  const notices = [...byPart.values()].filter((n) => n.from !== n.to);
  return { notices, known: nextKnown };
}

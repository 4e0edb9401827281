import type { AvailabilityChange } from '@/model/schemas';
import type { AvailabilityPage } from '@/model/availabilityPaging';
import { availabilityRecordKey } from '@/model/availabilityPaging';

export type StockRow = AvailabilityChange & {
  key: string;
  /** The part's stock in the previous loaded change, or undefined when that lies before the window. */
  previous: number | undefined;
};

/**
 * Pages arrive oldest first (the API pages forward from `since`). Each row learns the part's previous
 * quantity from the loaded history, then the list is turned round: newest first. A repeated record (which
 * the paging already drops) would be dropped here too, so a row key is never shown twice.
 */
export function stockRows(pages: readonly AvailabilityPage[]): StockRow[] {
  const last = new Map<string, number>();
  const seen = new Set<string>();
  const rows: StockRow[] = [];
  for (const page of pages) {
    for (const record of page.records) {
      const key = availabilityRecordKey(record);
      if (seen.has(key)) continue;
      seen.add(key);
      rows.push({ ...record, key, previous: last.get(record.part) });
      last.set(record.part, record.stockQuantity);
    }
  }
  return rows.reverse();
}

/** Case-insensitive "part number contains". */
export function filterRows(rows: readonly StockRow[], part: string | undefined): readonly StockRow[] {
  if (!part) return rows;
  const needle = part.toLowerCase();
  return rows.filter((row) => row.part.toLowerCase().includes(needle));
}

/** Milliseconds the paging skipped because one millisecond held more records than a page could take. */
export function skippedMilliseconds(pages: readonly AvailabilityPage[]): number[] {
  return pages.flatMap((p) => (p.param.skippedMillisecond === undefined ? [] : [p.param.skippedMillisecond]));
}

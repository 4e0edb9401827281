import { describe, expect, it } from 'vitest';
import { availabilityPageFromRecords } from '@/model/availabilityPaging';
import type { AvailabilityChange } from '@/model/schemas';
import { wholeList } from '@/model/tolerantList';
import { filterRows, stockRows } from './stockRows';

const rec = (ms: number, part: string, stockQuantity: number): AvailabilityChange => ({
  timestamp: new Date(ms).toISOString(),
  part,
  stockQuantity,
  timestampTicks: ms,
});

describe('stockRows', () => {
  it('lists newest first with the previous loaded quantity of each part', () => {
    const first = availabilityPageFromRecords(
      { epochMilliseconds: 0, recordCount: 2, seen: [] },
      wholeList([rec(1, 'A', 10), rec(2, 'B', 5)]),
    );
    // The second page repeats the boundary record, as the API does; the paging drops it.
    const second = availabilityPageFromRecords(
      { epochMilliseconds: 2, recordCount: 2, seen: first.boundaryKeys },
      wholeList([rec(2, 'B', 5), rec(3, 'A', 7)]),
    );
    const rows = stockRows([first, second]);
    expect(rows.map((r) => [r.part, r.stockQuantity, r.previous])).toEqual([
      ['A', 7, 10],
      ['B', 5, undefined],
      ['A', 10, undefined],
    ]);
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
  });

  it('filters by a case-insensitive part-number fragment', () => {
    const page = availabilityPageFromRecords(
      { epochMilliseconds: 0, recordCount: 9, seen: [] },
      wholeList([rec(1, 'TSH-1', 1), rec(2, 'ssk-2', 2)]),
    );
    const rows = stockRows([page]);
    expect(filterRows(rows, 'tsh').map((r) => r.part)).toEqual(['TSH-1']);
    expect(filterRows(rows, undefined)).toHaveLength(2);
  });
});

import type { UseQueryResult } from '@tanstack/react-query';
import type { Part } from '@/api/schemas';
import { downloadFile, toCsv } from '@/lib/csv';
import { compareRows } from './compareRows';

/** The comparison as CSV: one row per attribute, one column per part (empty for a part without data). */
export function compareCsv(
  parts: readonly string[],
  data: readonly (Part | null | undefined)[],
  qty: number,
) {
  const rows = compareRows
    .filter((row) => row.id !== 'order')
    .map((row) => [row.label(qty), ...parts.map((_, i) => (data[i] ? row.text(data[i], qty) : ''))]);
  return toCsv(['Attribute', ...parts], rows, { bom: true });
}

export function downloadCompareCsv(
  parts: readonly string[],
  queries: readonly UseQueryResult<Part | null>[],
  qty: number,
) {
  downloadFile(
    compareCsv(
      parts,
      queries.map((q) => q.data),
      qty,
    ),
    `compare-${parts.join('_').replace(/[^\w.-]+/g, '-')}.csv`,
  );
}

import { toCsv } from '@/lib/csv';
import { headerLabel, type KitColumn } from './meta';

/**
 * CSV of rows from the table's own column declarations: every column with a `csv` accessor (all value
 * factories have one; display columns only when given one), headed by the column's label.
 */
export function tableCsv<T>(
  columns: readonly KitColumn<T>[],
  rows: readonly T[],
  options: { bom?: boolean } = {},
): string {
  const exported = columns.flatMap((c) => {
    const csv = c.meta?.csv;
    return csv && c.id ? [{ label: headerLabel({ id: c.id, columnDef: c }), csv }] : [];
  });
  return toCsv(
    exported.map((c) => c.label),
    rows.map((row) => exported.map((c) => c.csv(row))),
    options,
  );
}

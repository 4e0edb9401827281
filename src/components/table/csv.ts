import { toCsv } from '@/lib/csv';
import { headerLabel, type KitColumn, type RowData } from './meta';

export type CsvOptions<T extends RowData> = {
  bom?: boolean;
  /** How many CSV lines a row exports as (a quote, one per price break); 1 when not given. */
  linesPerRow?: (row: T) => number;
};

/**
 * CSV of rows from the table's own column declarations: every column with a `csv` accessor (all value
 * factories have one; display columns only when given one; export-only columns always), shown or hidden,
 * headed by its CSV label or else its label, in declaration order.
 */
export function tableCsv<T extends RowData>(
  columns: readonly KitColumn<T>[],
  rows: readonly T[],
  options: CsvOptions<T> = {},
) {
  const exported = columns.flatMap((c) => {
    const csv = c.meta?.csv;
    return csv && c.id ? [{ label: c.meta?.csvLabel ?? headerLabel({ id: c.id, columnDef: c }), csv }] : [];
  });
  const lines = rows.flatMap((row) =>
    Array.from({ length: Math.max(1, options.linesPerRow?.(row) ?? 1) }, (_, line) =>
      exported.map((c) => c.csv(row, line)),
    ),
  );
  return toCsv(
    exported.map((c) => c.label),
    lines,
    options,
  );
}

import { toCsv } from '@/lib/csv';
import { englishOriginal, englishText } from '@/lib/englishOriginal';
import { i18n } from '@/lib/i18n';
import { getSettings } from '@/lib/settings';
import { headerLabel, type KitColumn, type RowData } from './meta';

export type CsvOptions<T extends RowData> = {
  bom?: boolean;
  /** How many CSV lines a row exports as (a quote, one per price break); 1 when not given. */
  linesPerRow?: (row: T) => number;
};

/**
 * A column's CSV header. English whatever the language shown, since tools read the column keys: a header
 * declared as a message (`msg`) gives its exact English, a CSV header given as text is English already,
 * and any other header (a part number heading a comparison) is looked up. In the portal's language when
 * the user asked for that in Settings.
 */
function csvHeader<T extends RowData>(column: KitColumn<T>, id: string, translated: boolean): string {
  const meta = column.meta;
  const shown = headerLabel({ id, columnDef: column });
  if (translated) {
    const header = meta?.csvLabel === undefined ? shown : i18n._(meta.csvLabel);
    return meta?.csvLabelOf && meta.csvLabel === undefined ? meta.csvLabelOf(header, (text) => text) : header;
  }
  const csv = meta?.csvLabel;
  if (csv !== undefined) return typeof csv === 'string' ? csv : englishText(csv);
  const english = meta?.labelMessage ? englishText(meta.labelMessage) : englishOriginal(shown);
  return meta?.csvLabelOf ? meta.csvLabelOf(english, englishOriginal) : english;
}

/**
 * CSV of rows from the table's own column declarations: every column with a `csv` accessor (all value
 * factories have one; display columns only when given one; export-only columns always), shown or hidden,
 * headed by its CSV label or else its label (in English), in declaration order.
 */
export function tableCsv<T extends RowData>(
  columns: readonly KitColumn<T>[],
  rows: readonly T[],
  options: CsvOptions<T> = {},
) {
  const translated = getSettings().csvHeaders === 'language';
  const exported = columns.flatMap((c) => {
    const csv = c.meta?.csv;
    return csv && c.id ? [{ label: csvHeader(c, c.id, translated), csv }] : [];
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

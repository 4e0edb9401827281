import type { CsvOptions } from './csv';
import type { KitColumn, RowData } from './meta';

/**
 * Downloads the rows as `<name>.csv`, with a BOM so Excel opens it as UTF-8. The CSV writer (papaparse) and
 * the file saver are loaded on the first export, so pages with tables do not carry them until someone
 * exports.
 */
export async function downloadTableCsv<T extends RowData>(
  columns: readonly KitColumn<T>[],
  rows: readonly T[],
  name: string,
  options: Omit<CsvOptions<T>, 'bom'> = {},
) {
  const [{ tableCsv }, { downloadFile }] = await Promise.all([import('./csv'), import('@/lib/saveFile')]);
  const text = tableCsv(columns, rows, { ...options, bom: true });
  downloadFile(text, name.endsWith('.csv') ? name : `${name}.csv`);
}

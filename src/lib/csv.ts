import Papa from 'papaparse';

export type CsvCell = string | number | boolean | null | undefined;

/**
 * CSV text from a header row and data rows. Cells that a spreadsheet would run as a formula (starting
 * with = + - @, a tab or a carriage return) are escaped with a leading apostrophe; numbers stay numbers.
 * `bom` prefixes a UTF-8 byte-order mark so Excel reads accents and currency signs correctly.
 */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  options: { bom?: boolean } = {},
): string {
  const text = Papa.unparse(
    { fields: [...header], data: rows.map((r) => r.map((c) => c ?? '')) },
    { escapeFormulae: true, newline: '\r\n' },
  );
  return options.bom ? `\uFEFF${text}` : text;
}

/** Saves text as a file through a temporary object URL (no server round trip). */
export function downloadFile(content: string, fileName: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

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

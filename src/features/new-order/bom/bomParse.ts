import Papa from 'papaparse';
import { t } from '@lingui/core/macro';
import { isCalendarDate } from '@/lib/offsetDate';

/** Rows a buyer may import at once: the most lines one order takes. */
export const MAX_BOM_ROWS = 200;

export type BomColumn = 'part' | 'quantity' | 'customerPart' | 'requestedDate';

/** Header names as spreadsheets write them, compared without case, spaces or punctuation. */
const HEADER_ALIASES: Record<BomColumn, readonly string[]> = {
  part: [
    'part',
    'partnumber',
    'partno',
    'pn',
    'mpn',
    'mfrpart',
    'mfrpartnumber',
    'manufacturerpart',
    'manufacturerpartnumber',
    'item',
    'itemnumber',
    'article',
    'artikel',
    'artikelnummer',
    'sku',
  ],
  quantity: [
    'quantity',
    'qty',
    'qnty',
    'quant',
    'orderqty',
    'orderquantity',
    'amount',
    'count',
    'menge',
    'pcs',
    'pieces',
    'units',
  ],
  customerPart: [
    'customerpart',
    'customerpartnumber',
    'custpart',
    'custpn',
    'cpn',
    'yourpart',
    'internalpart',
    'internalpartnumber',
    'ourpart',
    'customerpn',
  ],
  requestedDate: [
    'requesteddate',
    'requested',
    'date',
    'needdate',
    'needby',
    'duedate',
    'deliverydate',
    'reqdate',
    'requestdate',
    'wanted',
    'liefertermin',
  ],
};

export function normaliseHeader(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

export function columnOf(header: string): BomColumn | null {
  const key = normaliseHeader(header);
  if (key === '') return null;
  for (const [column, aliases] of Object.entries(HEADER_ALIASES) as [BomColumn, readonly string[]][]) {
    if (aliases.includes(key)) return column;
  }
  return null;
}

export type BomRowProblem =
  { kind: 'missing-part' } | { kind: 'bad-quantity'; raw: string } | { kind: 'bad-date'; raw: string };

export type BomRow = {
  /** 1-based row number in the file as the user sees it (header included). */
  rowNumber: number;
  part: string;
  quantity: number | null;
  customerPart: string;
  /** yyyy-MM-dd, or '' when the file gives none. */
  requestedDate: string;
  problems: BomRowProblem[];
};

export type BomParseResult =
  { ok: true; rows: BomRow[]; headerFound: boolean } | { ok: false; message: string };

/** `1,000`, `1.000`, `1 000` and `1'000` are a thousand; a decimal quantity is refused. */
export function parseQuantity(raw: string): number | null {
  const text = raw.trim().replace(/\s/g, '');
  if (/^\d+$/.test(text)) return Number(text);
  if (/^\d{1,3}([,.'’]\d{3})+$/.test(text)) return Number(text.replace(/[,.'’]/g, ''));
  return null;
}

/** ISO `2026-12-01`, or the day-first `01.12.2026` that European spreadsheets write. */
export function parseBomDate(raw: string): string | null {
  const text = raw.trim();
  if (text === '') return '';
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : dotted ? [dotted[3], dotted[2], dotted[1]] : [];
  if (!y || !m || !d) return null;
  const date = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  return isCalendarDate(date) ? date : null;
}

/**
 * A CSV file or cells pasted from a spreadsheet. The separator (comma, semicolon, tab) is detected by
 * papaparse. The first row is a header when it names a part column; otherwise the columns are taken as
 * part, quantity, customer part, requested date.
 */
export function parseBom(text: string): BomParseResult {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimiter: '',
    delimitersToGuess: ['\t', ';', ',', '|'],
    skipEmptyLines: 'greedy',
  });
  const table = parsed.data.filter((r) => r.some((cell) => cell.trim() !== ''));
  if (table.length === 0)
    return { ok: false, message: t`The file has no rows. Paste or choose a list of parts and quantities.` };
  const header = table[0] ?? [];
  const mapped = header.map(columnOf);
  const headerFound = mapped.includes('part');
  const order: (BomColumn | null)[] = headerFound
    ? mapped
    : ['part', 'quantity', 'customerPart', 'requestedDate'];
  if (headerFound && !mapped.includes('quantity')) {
    const found = header.join(', ');
    return {
      ok: false,
      message: t({
        comment:
          '"Quantity" and "Qty" are header names the import recognises; {found} lists the file\'s headers',
        message: `No quantity column: name one "Quantity" or "Qty" (found: ${found}).`,
      }),
    };
  }
  const body = headerFound ? table.slice(1) : table;
  if (body.length === 0) return { ok: false, message: t`The file has a header but no rows below it.` };
  if (body.length > MAX_BOM_ROWS) {
    const rowCount = body.length;
    const maxRows = MAX_BOM_ROWS;
    return {
      ok: false,
      message: t`The file has ${rowCount} rows; an order takes up to ${maxRows}. Split it and import the parts in turns.`,
    };
  }
  const firstRow = headerFound ? 2 : 1;
  const rows = body.map((cells, i): BomRow => {
    const cell = (column: BomColumn) => {
      const index = order.indexOf(column);
      return index < 0 ? '' : (cells[index] ?? '').trim();
    };
    const problems: BomRowProblem[] = [];
    const part = cell('part');
    if (part === '') problems.push({ kind: 'missing-part' });
    const rawQty = cell('quantity');
    const quantity = parseQuantity(rawQty);
    if (quantity === null || quantity < 1) problems.push({ kind: 'bad-quantity', raw: rawQty });
    const rawDate = cell('requestedDate');
    const requestedDate = parseBomDate(rawDate);
    if (requestedDate === null) problems.push({ kind: 'bad-date', raw: rawDate });
    return {
      rowNumber: firstRow + i,
      part,
      quantity: quantity !== null && quantity >= 1 ? quantity : null,
      customerPart: cell('customerPart'),
      requestedDate: requestedDate ?? '',
      problems,
    };
  });
  return { ok: true, rows, headerFound };
}

import type { EndpointId } from './control';

/**
 * The mock's hostile-data switch (docs/reliability.md, hostile data): the same answers the endpoints compute, rewritten
 * the way a compromised or careless upstream might send them.
 *
 * - 'values': every free-text string carries HTML and script, and on the first LONG_RUN_ROWS rows of a
 *   list (and in a single answer) a 2,000-character unbroken run; every URL
 *   field a non-http(s) URL (javascript:, data:, vbscript:, file:, protocol-relative); quantities and
 *   prices are negative, huge, fractional, and on some list rows of a type or range the schema refuses
 *   ("NaN", an unsafe integer, a fraction where an integer is due). Identifiers the mock itself looks up
 *   again (part numbers, line ids, trace ids), dates, currency codes and enum-like codes stay as they
 *   are, so the pages still find their data and the hostile values reach the screen.
 * - 'huge': the first page of the catalog list and of the order-line lists answers about 10 MB of JSON
 *   (copies of the real rows with unique ids; at most 100,000 rows) in one answer.
 */
export const HOSTILE_MODES = ['values', 'huge'] as const;

export const HOSTILE_LONG_RUN = 'W'.repeat(2_000);
/** Markup that would run or show if any of it were injected as HTML. */
export const HOSTILE_MARKUP =
  "<img src=x onerror=\"alert('img')\"><script>alert('script')</script><b data-hostile>bold</b>" +
  '<a href="javascript:alert(\'a\')">link</a><svg onload="alert(\'svg\')"></svg>';

/** Every URL field gets one of these in turn: none of them may become a link, image or download. */
export const HOSTILE_URLS = [
  'javascript:alert("url")',
  ' JaVaScRiPt:alert("url")',
  'java\tscript:alert("url")',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox("url")',
  'file:///etc/passwd',
  '//evil.example/steal.pdf',
] as const;

/** Integers the schema accepts but a naive formatter mangles. */
const ODD_INTEGERS = [-250, 9_007_199_254_740_991, 0, 1_234_567_890_123, -1];
/** Numbers the schema accepts but a naive formatter mangles. */
const ODD_DECIMALS = [-12.345, 1e300, 0.000001234, 123_456_789.987654, -0.5];
/** Values a number field's schema must refuse (the row is skipped with the field named). */
const REFUSED_NUMBERS: unknown[] = ['NaN', 1e21, 2.5, 'Infinity', null];
/** A list row at an index with this remainder gets a refused number (never the first row). */
const REFUSED_EVERY = 7;

/** String fields the mock looks up again or whose format the schema fixes: left as they are. */
const KEPT_STRINGS = new Set([
  'id',
  'Id',
  'part',
  'Part',
  'partNumber',
  'mfrPart',
  'TraceIdentifier',
  'Api',
  'api',
  'Method',
  'currency',
  'Currency',
  'isoCurrencyCode',
  'languageISO',
  'code',
  'modelFormat',
  'ConfirmationNumber',
]);
const URL_KEY = /url$|^path$|^href$|^link$|^src$/i;
const INTEGER_KEYS = new Set([
  'stockQuantity',
  'Quantity',
  'QuantityShipped',
  'minimumOrderQuantity',
  'standardQuantity',
  'estimatedAnnualUsage',
  'standardLeadDays',
  'moq',
  'RequestCount',
  'AverageResponseTimeMs',
  'TotalElapsedMilliseconds',
]);
const DECIMAL_KEYS = new Set([
  'price',
  'NetPrice',
  'ConvertedNetPrice',
  'suggestedPrice',
  'oemPrice',
  'distPrice',
  'oem',
  'distributor',
]);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/;

/** Deterministic rotation through the value lists, one counter per kind of value and answer. */
class Rotation {
  private counters = new Map<string, number>();
  next<T>(kind: string, values: readonly T[]): T {
    const n = this.counters.get(kind) ?? 0;
    this.counters.set(kind, n + 1);
    return values[n % values.length]!;
  }
}

/**
 * Rows of a list whose strings also get the 2,000-character run: every row would make an order list of
 * thousands of lines hundreds of megabytes, built on the page's own main thread by the mock worker.
 */
export const LONG_RUN_ROWS = 50;

export function hostileText(original: string, long = true): string {
  return long ? `${original} ${HOSTILE_MARKUP} ${HOSTILE_LONG_RUN}` : `${original} ${HOSTILE_MARKUP}`;
}

type RowRules = { refuse: boolean; long: boolean };

function rewrite(value: unknown, key: string, rotation: Rotation, rules: RowRules): unknown {
  const { refuse } = rules;
  if (typeof value === 'string') {
    if (URL_KEY.test(key)) return rotation.next('url', HOSTILE_URLS);
    if (KEPT_STRINGS.has(key) || ISO_DATE.test(value) || value === '') return value;
    return hostileText(value, rules.long);
  }
  if (typeof value === 'number') {
    if (INTEGER_KEYS.has(key))
      return refuse ? rotation.next('refused', REFUSED_NUMBERS) : rotation.next('int', ODD_INTEGERS);
    if (DECIMAL_KEYS.has(key))
      return refuse ? rotation.next('refused', REFUSED_NUMBERS) : rotation.next('dec', ODD_DECIMALS);
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => rewrite(item, key, rotation, rules));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = rewrite(v, k, rotation, rules);
    return out;
  }
  return value;
}

/**
 * An answer body with hostile values. A top-level list refuses one number on every REFUSED_EVERY-th row
 * (the page skips that row and names the field); a single answer (or a list's first row) only gets values
 * the schema accepts, so the page shows them. A bare string answer (the model download URL) is a URL.
 */
export function hostileValues(body: unknown): unknown {
  const rotation = new Rotation();
  if (typeof body === 'string') return body === '' ? body : rotation.next('url', HOSTILE_URLS);
  if (Array.isArray(body))
    return body.map((row, i) =>
      rewrite(row, '', rotation, {
        refuse: i % REFUSED_EVERY === REFUSED_EVERY - 1,
        long: i < LONG_RUN_ROWS,
      }),
    );
  return rewrite(body, '', rotation, { refuse: false, long: true });
}

/** The huge answer: this many rows, or fewer when they would pass HOSTILE_HUGE_BYTES of JSON. */
export const HOSTILE_HUGE_ROWS = 100_000;
export const HOSTILE_HUGE_BYTES = 10_000_000;
/** The endpoints whose first page turns huge. */
export const HUGE_ENDPOINTS: ReadonlySet<EndpointId> = new Set([
  'catalog.list',
  'orders.open',
  'orders.history',
  'orders.search',
]);

/** Only the first page: a cursor parameter (startAfterPart, startAfter, …) means a later page. */
export function isFirstPage(url: URL): boolean {
  return ![...url.searchParams.keys()].some((name) => /^startAfter/i.test(name));
}

const HUGE_SUFFIX = /-H\d{6}$/;

/**
 * A cursor taken from the huge answer's last row (`…-H004211`) names a row the service does not have: the
 * next page continues after the real row it copies.
 */
export function withoutHugeCursor(url: URL): URL {
  const names = [...url.searchParams.keys()].filter((name) => /^startAfter/i.test(name));
  if (!names.some((name) => HUGE_SUFFIX.test(url.searchParams.get(name) ?? ''))) return url;
  const copy = new URL(url);
  for (const name of names)
    copy.searchParams.set(name, (copy.searchParams.get(name) ?? '').replace(HUGE_SUFFIX, ''));
  return copy;
}

/** How many rows the huge answer has: HOSTILE_HUGE_ROWS, capped at about HOSTILE_HUGE_BYTES of JSON. */
export function hugeRowCount(rows: readonly unknown[]): number {
  const bytesPerRow = Math.max(1, JSON.stringify(rows).length / Math.max(1, rows.length));
  return Math.min(HOSTILE_HUGE_ROWS, Math.ceil(HOSTILE_HUGE_BYTES / bytesPerRow));
}

/**
 * The huge answer: rows cycling over the real ones, each with a unique id (`-H000001`), so a table keyed
 * by id sees them all. The page after its last row is a normal answer (isFirstPage).
 */
export function hugeList(body: unknown): unknown {
  if (!Array.isArray(body) || body.length === 0) return body;
  const rows = hugeRowCount(body);
  const out: unknown[] = new Array<unknown>(rows);
  for (let i = 0; i < rows; i++) {
    const row = body[i % body.length] as Record<string, unknown>;
    const suffix = `-H${String(i).padStart(6, '0')}`; // HUGE_SUFFIX
    const copy: Record<string, unknown> = { ...row };
    for (const key of ['part', 'id', 'Id'])
      if (typeof row[key] === 'string') copy[key] = `${row[key] as string}${suffix}`;
    out[i] = copy;
  }
  return out;
}

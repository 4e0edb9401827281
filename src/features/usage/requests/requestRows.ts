import type { UsageRequestRow } from '@/model/schemas';
import type { CodeClass } from '../usageRoute';

/** "2xx" for 200..299 and so on; codes outside 100..599 count as "other". */
export function codeClass(status: number): CodeClass | 'other' {
  const hundreds = Math.floor(status / 100);
  return hundreds >= 2 && hundreds <= 5 ? (`${hundreds}xx` as CodeClass) : 'other';
}

/** Case-insensitive match on what a person sees in a row: trace id, URL, query string, IP and code. */
export function rowMatches(row: UsageRequestRow, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (needle === '') return true;
  return [row.TraceIdentifier, row.Url, row.QueryString, row.RemoteIp, String(row.ResponseCode)].some((v) =>
    v.toLowerCase().includes(needle),
  );
}

export function filterRows(
  rows: readonly UsageRequestRow[],
  { code, q }: { code: CodeClass; q?: string },
): UsageRequestRow[] {
  return rows.filter(
    (row) => (code === 'all' || codeClass(row.ResponseCode) === code) && rowMatches(row, q ?? ''),
  );
}

/** How many rows fall in each class (the filter's labels show them). */
export function countByClass(rows: readonly UsageRequestRow[]): Record<CodeClass, number> {
  const counts: Record<CodeClass, number> = { all: rows.length, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
  for (const row of rows) {
    const c = codeClass(row.ResponseCode);
    if (c !== 'other' && c !== 'all') counts[c] += 1;
  }
  return counts;
}

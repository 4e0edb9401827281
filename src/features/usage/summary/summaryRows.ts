import type { UsageSummaryRow } from '@/model/schemas';

/** The summary rows the table's filters keep: one API (by name, case-insensitive) and action text. */
export function filterSummary(
  rows: readonly UsageSummaryRow[],
  { api, action }: { api?: string; action?: string },
): UsageSummaryRow[] {
  const wantApi = api?.trim().toLowerCase();
  const needle = action?.trim().toLowerCase() ?? '';
  return rows.filter(
    (r) =>
      (!wantApi || r.Api.toLowerCase() === wantApi) &&
      (needle === '' || r.Action.toLowerCase().includes(needle)),
  );
}

/** Requests and the count-weighted average response time of the rows shown (the table's totals line). */
export function summaryTotals(rows: readonly UsageSummaryRow[]): {
  requests: number;
  averageMs: number | null;
} {
  const requests = rows.reduce((n, r) => n + r.RequestCount, 0);
  const totalMs = rows.reduce((n, r) => n + r.AverageResponseTimeMs * r.RequestCount, 0);
  return { requests, averageMs: requests ? Math.round(totalMs / requests) : null };
}

import { USAGE_APIS, type UsageApi, type UsageSummaryRow } from '@/model/schemas';
import { queryableApi } from '../usageApis';

const DAY_MS = 86_400_000;

/** yyyy-MM-dd of a UTC instant. */
export function utcDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * The seven days of the summary window (spec 4.1: the last 7 days), oldest first. They end today (UTC),
 * or on the newest day in the answer if the server's clock is ahead of this one.
 */
export function summaryDays(rows: readonly UsageSummaryRow[], now: number): string[] {
  const today = utcDate(now);
  const newest = rows.reduce((max, r) => (r.RequestDate > max ? r.RequestDate : max), today);
  const end = Date.parse(`${newest}T00:00:00Z`);
  return Array.from({ length: 7 }, (_, i) => utcDate(end - (6 - i) * DAY_MS));
}

/** A summary row's API as a chart series key: the queryable APIs by name, everything else as "other". */
export type SeriesKey = UsageApi | 'other';

function seriesOf(row: UsageSummaryRow): SeriesKey {
  return queryableApi(row.Api) ?? 'other';
}

export type DayPoint = { date: string } & Record<SeriesKey, number>;

const zeroes = (): Record<SeriesKey, number> =>
  Object.fromEntries([...USAGE_APIS, 'other'].map((k) => [k, 0])) as Record<SeriesKey, number>;

/**
 * Per day of the window: request count per API (stacked bars) and the API's average response time
 * weighted by each action's count (lines). A day or API without calls is 0, never a gap.
 */
export function dailySeries(rows: readonly UsageSummaryRow[], days: readonly string[]) {
  const counts = new Map(days.map((d) => [d, zeroes()]));
  const totalMs = new Map(days.map((d) => [d, zeroes()]));
  for (const row of rows) {
    const c = counts.get(row.RequestDate);
    const t = totalMs.get(row.RequestDate);
    if (!c || !t) continue;
    const key = seriesOf(row);
    c[key] += row.RequestCount;
    t[key] += row.AverageResponseTimeMs * row.RequestCount;
  }
  const requests: DayPoint[] = days.map((date) => ({ date, ...counts.get(date)! }));
  const averageMs: DayPoint[] = days.map((date) => {
    const c = counts.get(date)!;
    const t = totalMs.get(date)!;
    const avg = zeroes();
    for (const key of Object.keys(avg) as SeriesKey[]) avg[key] = c[key] ? Math.round(t[key] / c[key]) : 0;
    return { date, ...avg };
  });
  /** Series with at least one call in the window ("other" only when something outside the five appears). */
  const present = (key: SeriesKey) => key !== 'other' || requests.some((p) => p.other > 0);
  const series = ([...USAGE_APIS, 'other'] as SeriesKey[]).filter(present);
  return { requests, averageMs, series };
}

export type ActionTotal = { api: string; action: string; count: number; averageMs: number };

/** The week per API and action: counts summed, average response time weighted by count. */
export function actionTotals(rows: readonly UsageSummaryRow[]): ActionTotal[] {
  const groups = new Map<string, { api: string; action: string; count: number; totalMs: number }>();
  for (const row of rows) {
    const key = `${row.Api}\u0000${row.Action}`;
    const g = groups.get(key) ?? { api: row.Api, action: row.Action, count: 0, totalMs: 0 };
    g.count += row.RequestCount;
    g.totalMs += row.AverageResponseTimeMs * row.RequestCount;
    groups.set(key, g);
  }
  return [...groups.values()].map((g) => ({
    api: g.api,
    action: g.action,
    count: g.count,
    averageMs: g.count ? Math.round(g.totalMs / g.count) : 0,
  }));
}

export type WeekTotals = {
  requests: number;
  averageMs: number | null;
  busiest: ActionTotal[];
  slowest: ActionTotal[];
};

/** Totals of the week and the top actions by count and by average response time. */
export function weekTotals(rows: readonly UsageSummaryRow[], top = 3): WeekTotals {
  const actions = actionTotals(rows);
  const requests = actions.reduce((n, a) => n + a.count, 0);
  const totalMs = actions.reduce((n, a) => n + a.averageMs * a.count, 0);
  const byName = (a: ActionTotal, b: ActionTotal) =>
    a.api.localeCompare(b.api) || a.action.localeCompare(b.action);
  return {
    requests,
    averageMs: requests ? Math.round(totalMs / requests) : null,
    busiest: [...actions].sort((a, b) => b.count - a.count || byName(a, b)).slice(0, top),
    slowest: [...actions]
      .filter((a) => a.count > 0)
      .sort((a, b) => b.averageMs - a.averageMs || byName(a, b))
      .slice(0, top),
  };
}

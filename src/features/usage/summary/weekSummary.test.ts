import { describe, expect, it } from 'vitest';
import type { UsageSummaryRow } from '@/model/schemas';
import { actionTotals, dailySeries, summaryDays, weekTotals } from './weekSummary';

const row = (
  RequestDate: string,
  Api: string,
  Action: string,
  RequestCount: number,
  AverageResponseTimeMs: number,
): UsageSummaryRow => ({ Api, RequestDate, Action, RequestCount, AverageResponseTimeMs });

const NOW = Date.parse('2026-03-11T10:30:00Z');

describe('summaryDays', () => {
  it('is the seven UTC days ending today, oldest first', () => {
    expect(summaryDays([], NOW)).toEqual([
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
    ]);
  });

  it('ends on the newest day of the answer when the server is ahead', () => {
    expect(summaryDays([row('2026-03-12', 'catalog', 'GET v3', 1, 1)], NOW).at(-1)).toBe('2026-03-12');
  });
});

describe('dailySeries', () => {
  const days = summaryDays([], NOW);
  const rows = [
    row('2026-03-10', 'catalog', 'GET v3/{part}', 3, 100),
    row('2026-03-10', 'catalog', 'GET v3/search', 1, 500),
    row('2026-03-10', 'orders', 'GET v1/openorders', 2, 300),
    row('2026-03-08', 'Pricing', 'GET v1/customerpricing/{part}', 4, 50),
  ];

  it('stacks counts per API and shows days without calls as zero', () => {
    const { requests } = dailySeries(rows, days);
    expect(requests).toHaveLength(7);
    expect(requests.find((p) => p.date === '2026-03-10')).toMatchObject({
      catalog: 4,
      orders: 2,
      pricing: 0,
    });
    expect(requests.find((p) => p.date === '2026-03-08')).toMatchObject({ pricing: 4, catalog: 0 });
    expect(requests.find((p) => p.date === '2026-03-05')).toEqual({
      date: '2026-03-05',
      catalog: 0,
      orders: 0,
      pricing: 0,
      quotes: 0,
      delivery: 0,
      other: 0,
    });
  });

  it("weights the average response time by each action's count", () => {
    const { averageMs } = dailySeries(rows, days);
    // (3 × 100 + 1 × 500) / 4
    expect(averageMs.find((p) => p.date === '2026-03-10')).toMatchObject({ catalog: 200, orders: 300 });
    expect(averageMs.find((p) => p.date === '2026-03-09')).toMatchObject({ catalog: 0 });
  });

  it('adds an "other" series only for APIs outside the five (models, statistics)', () => {
    expect(dailySeries(rows, days).series).not.toContain('other');
    const withModels = [...rows, row('2026-03-11', 'models', 'GET v1/model/{part}', 2, 80)];
    const { series, requests } = dailySeries(withModels, days);
    expect(series).toContain('other');
    expect(requests.at(-1)).toMatchObject({ other: 2 });
  });

  it('ignores rows outside the window', () => {
    const { requests } = dailySeries([row('2026-02-01', 'catalog', 'GET v3', 9, 1)], days);
    expect(requests.every((p) => p.catalog === 0)).toBe(true);
  });
});

describe('week totals', () => {
  const rows = [
    row('2026-03-10', 'catalog', 'GET v3/{part}', 30, 100),
    row('2026-03-09', 'catalog', 'GET v3/{part}', 10, 200),
    row('2026-03-10', 'orders', 'POST v1/new', 2, 1200),
    row('2026-03-10', 'quotes', 'GET v1', 5, 400),
  ];

  it('sums each action over the week with a count-weighted average', () => {
    expect(actionTotals(rows)).toContainEqual({
      api: 'catalog',
      action: 'GET v3/{part}',
      count: 40,
      averageMs: 125,
    });
  });

  it('gives the totals, the busiest and the slowest actions', () => {
    const totals = weekTotals(rows, 2);
    expect(totals.requests).toBe(47);
    expect(totals.averageMs).toBe(Math.round((40 * 125 + 2 * 1200 + 5 * 400) / 47));
    expect(totals.busiest.map((a) => a.action)).toEqual(['GET v3/{part}', 'GET v1']);
    expect(totals.slowest.map((a) => a.action)).toEqual(['POST v1/new', 'GET v1']);
  });

  it('has no average for an empty week', () => {
    expect(weekTotals([])).toEqual({ requests: 0, averageMs: null, busiest: [], slowest: [] });
  });
});

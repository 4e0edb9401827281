import { describe, expect, it } from 'vitest';
import type { UsageSummaryRow } from '@/model/schemas';
import { filterSummary, summaryTotals } from './summaryRows';

const rows: UsageSummaryRow[] = [
  {
    Api: 'catalog',
    RequestDate: '2026-03-10',
    Action: 'GET v3/{part}',
    AverageResponseTimeMs: 100,
    RequestCount: 30,
  },
  {
    Api: 'catalog',
    RequestDate: '2026-03-10',
    Action: 'GET v3/search',
    AverageResponseTimeMs: 400,
    RequestCount: 10,
  },
  {
    Api: 'Orders',
    RequestDate: '2026-03-09',
    Action: 'GET v1/search',
    AverageResponseTimeMs: 250,
    RequestCount: 4,
  },
];

describe('summary rows', () => {
  it('filters by API (any case) and by action text', () => {
    expect(filterSummary(rows, { api: 'orders' })).toHaveLength(1);
    expect(filterSummary(rows, { action: 'SEARCH' }).map((r) => r.Api)).toEqual(['catalog', 'Orders']);
    expect(filterSummary(rows, { api: 'catalog', action: 'search' })).toHaveLength(1);
    expect(filterSummary(rows, {})).toHaveLength(3);
  });

  it('totals the requests with a count-weighted average', () => {
    expect(summaryTotals(rows.slice(0, 2))).toEqual({ requests: 40, averageMs: 175 });
    expect(summaryTotals([])).toEqual({ requests: 0, averageMs: null });
  });
});

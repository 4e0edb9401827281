import { describe, expect, it } from 'vitest';
import type { UsageRequestRow } from '@/model/schemas';
import { codeClass, countByClass, filterRows } from './requestRows';

const row = (
  trace: string,
  time: string,
  elapsed: number,
  code: number,
  url = '/catalog/v3/ABC',
): UsageRequestRow => ({
  Api: 'catalog',
  RequestTimeUtc: `2026-03-10T${time}Z`,
  TraceIdentifier: trace,
  TotalElapsedMilliseconds: elapsed,
  RemoteIp: '203.0.113.42',
  ResponseCode: code,
  Url: url,
  QueryString: '?isoCurrencyCode=USD',
});

const rows = [
  row('a-1', '08:00:00', 300, 200),
  row('b-2', '09:00:00', 120, 404, '/catalog/v3/XYZ-9'),
  row('c-3', '10:00:00', 900, 500),
  row('d-4', '11:00:00', 120, 200, '/catalog/v3/search'),
];

describe('request rows', () => {
  it('classes response codes by their hundreds', () => {
    expect([200, 204, 302, 404, 429, 503, 99].map(codeClass)).toEqual([
      '2xx',
      '2xx',
      '3xx',
      '4xx',
      '4xx',
      '5xx',
      'other',
    ]);
  });

  it('filters by class and by text over trace id, URL, query, IP and code', () => {
    expect(filterRows(rows, { code: '4xx' }).map((r) => r.TraceIdentifier)).toEqual(['b-2']);
    expect(filterRows(rows, { code: 'all', q: 'xyz' }).map((r) => r.TraceIdentifier)).toEqual(['b-2']);
    expect(filterRows(rows, { code: 'all', q: ' 500 ' }).map((r) => r.TraceIdentifier)).toEqual(['c-3']);
    expect(filterRows(rows, { code: '2xx', q: 'search' }).map((r) => r.TraceIdentifier)).toEqual(['d-4']);
    expect(filterRows(rows, { code: 'all', q: '' })).toHaveLength(4);
  });

  it('counts each class', () => {
    expect(countByClass(rows)).toEqual({ all: 4, '2xx': 2, '3xx': 0, '4xx': 1, '5xx': 1 });
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { elapsedHistogram, latencyStats, nearestRank } from './percentiles';

describe('nearestRank', () => {
  it('takes the value at rank ⌈p·n⌉ of the sorted list', () => {
    const ten = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100];
    expect(nearestRank(ten, 50)).toBe(50);
    expect(nearestRank(ten, 95)).toBe(100);
    expect(nearestRank(ten, 90)).toBe(90);
    expect(nearestRank(ten, 10)).toBe(10);
    expect(nearestRank(ten, 11)).toBe(20);
  });

  it('gives the only value for one call and nothing for none', () => {
    expect(nearestRank([42], 99)).toBe(42);
    expect(nearestRank([], 50)).toBeNull();
  });

  it('is always a measured value, never below a lower percentile', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(10_000), { minLength: 1 }), (values) => {
        const sorted = [...values].sort((a, b) => a - b);
        const p50 = nearestRank(sorted, 50)!;
        const p95 = nearestRank(sorted, 95)!;
        expect(values).toContain(p50);
        expect(p95).toBeGreaterThanOrEqual(p50);
        // At least p% of the values are at or below the p-th percentile.
        expect(sorted.filter((v) => v <= p95).length / sorted.length).toBeGreaterThanOrEqual(0.95);
      }),
    );
  });

  it('refuses a percentile outside (0, 100]', () => {
    expect(() => nearestRank([1], 0)).toThrow(RangeError);
    expect(() => nearestRank([1], 101)).toThrow(RangeError);
  });
});

describe('latencyStats', () => {
  it('gives p50, p95, p99, max and the 4xx/5xx share of a known set', () => {
    const calls = [120, 80, 300, 45, 900, 60, 75, 210, 150, 95].map((elapsedMs, i) => ({
      elapsedMs,
      status: i === 3 ? 404 : i === 7 ? 500 : 200,
    }));
    expect(latencyStats(calls)).toEqual({
      count: 10,
      p50: 95,
      p95: 900,
      p99: 900,
      max: 900,
      errorCount: 2,
      errorRate: 0.2,
    });
  });

  it('has no figures without calls', () => {
    expect(latencyStats([])).toMatchObject({ count: 0, p50: null, max: null, errorRate: null });
  });
});

describe('elapsedHistogram', () => {
  it('bins from 0 ms in a nice width and keeps empty bins between', () => {
    expect(elapsedHistogram([5, 15, 95, 110])).toEqual([
      { from: 0, to: 10, count: 1 },
      { from: 10, to: 20, count: 1 },
      ...Array.from({ length: 7 }, (_, i) => ({ from: 20 + i * 10, to: 30 + i * 10, count: 0 })),
      { from: 90, to: 100, count: 1 },
      { from: 100, to: 110, count: 0 },
      { from: 110, to: 120, count: 1 },
    ]);
  });

  it('counts every value once in at most 12 bins', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(100_000), { minLength: 1 }), (values) => {
        const bins = elapsedHistogram(values);
        expect(bins.length).toBeLessThanOrEqual(12);
        expect(bins.reduce((n, b) => n + b.count, 0)).toBe(values.length);
      }),
    );
  });
});

/**
 * Latency percentiles by the nearest-rank method: the p-th percentile of n values is the value at rank
 * ⌈p/100 · n⌉ of the sorted list (1-based). It is always one of the measured values (no interpolation),
 * which is what request logs report: "p99 = 840 ms" means a call really took 840 ms.
 */
export function nearestRank(sortedAscending: readonly number[], percentile: number): number | null {
  const n = sortedAscending.length;
  if (n === 0) return null;
  if (!(percentile > 0 && percentile <= 100)) throw new RangeError('percentile must be in (0, 100]');
  const rank = Math.ceil((percentile / 100) * n);
  return sortedAscending[Math.min(n, Math.max(1, rank)) - 1] ?? null;
}

export type LatencyStats = {
  count: number;
  p50: number | null;
  p95: number | null;
  p99: number | null;
  max: number | null;
  /** Calls answered 4xx or 5xx. */
  errorCount: number;
  /** errorCount / count, 0..1; null without calls. */
  errorRate: number | null;
};

/** p50, p95, p99, maximum and error rate of a day's calls to one API. */
export function latencyStats(calls: readonly { elapsedMs: number; status: number }[]): LatencyStats {
  const sorted = calls.map((c) => c.elapsedMs).sort((a, b) => a - b);
  const errorCount = calls.filter((c) => c.status >= 400).length;
  return {
    count: calls.length,
    p50: nearestRank(sorted, 50),
    p95: nearestRank(sorted, 95),
    p99: nearestRank(sorted, 99),
    max: sorted.at(-1) ?? null,
    errorCount,
    errorRate: calls.length === 0 ? null : errorCount / calls.length,
  };
}

export type HistogramBin = { from: number; to: number; count: number };

/** 1, 2 or 5 times a power of ten: bin widths a person reads at a glance. */
function niceWidth(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].find((m) => m * power >= raw) ?? 10;
  return step * power;
}

/**
 * Elapsed times in bins of one "nice" width from 0 ms, at most `maxBins` of them (default 12); bin i
 * holds from ≤ v < to. Empty bins between the first and the last are kept (a gap is information).
 */
export function elapsedHistogram(values: readonly number[], maxBins = 12): HistogramBin[] {
  if (values.length === 0) return [];
  const max = Math.max(...values);
  const width = niceWidth(Math.max(1, (max + 1) / maxBins));
  const bins = Array.from({ length: Math.floor(max / width) + 1 }, (_, i) => ({
    from: i * width,
    to: (i + 1) * width,
    count: 0,
  }));
  for (const v of values) bins[Math.floor(Math.max(0, v) / width)]!.count += 1;
  return bins;
}

import type { Part } from '@/model/schemas';
import type { CompareRow } from './compareRows';

export type CompareMarks = {
  /** Row id → the part numbers that are best on it. */
  best: Map<string, Set<string>>;
  /** Row ids where the loaded parts do not all agree. */
  differs: Set<string>;
};

/** Which parts are best on each measured row, and which rows differ (only among loaded parts, two or more). */
export function compareMarks(rows: readonly CompareRow[], parts: readonly Part[], qty: number): CompareMarks {
  const best = new Map<string, Set<string>>();
  const differs = new Set<string>();
  if (parts.length < 2) return { best, differs };
  for (const row of rows) {
    if (new Set(parts.map((p) => row.text(p, qty))).size > 1) differs.add(row.id);
    if (!row.best) continue;
    const { measure, lowest } = row.best;
    const measured = parts.flatMap((p) => {
      const value = measure(p, qty);
      return value === null ? [] : [{ part: p.part, value }];
    });
    if (measured.length < 2) continue;
    const top = lowest
      ? Math.min(...measured.map((m) => m.value))
      : Math.max(...measured.map((m) => m.value));
    // A tie where everyone is best marks no one.
    const winners = measured.filter((m) => m.value === top);
    if (winners.length < measured.length) best.set(row.id, new Set(winners.map((w) => w.part)));
  }
  return { best, differs };
}

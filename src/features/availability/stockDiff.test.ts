import { describe, expect, it } from 'vitest';
import type { AvailabilityChange } from '@/model/schemas';
import { diffWatchedStock } from './stockDiff';

const change = (part: string, stockQuantity: number, second: number): AvailabilityChange => ({
  part,
  stockQuantity,
  timestamp: `2025-01-01T00:00:${String(second).padStart(2, '0')}.000Z`,
  timestampTicks: second,
});

describe('diffWatchedStock', () => {
  it('reports watched parts only, from the known quantity to the new one', () => {
    const { notices, known } = diffWatchedStock(
      [change('A', 90, 1), change('B', 5, 2)],
      new Set(['A']),
      new Map([['A', 100]]),
    );
    expect(notices).toEqual([{ part: 'A', from: 100, to: 90, timestamp: '2025-01-01T00:00:01.000Z' }]);
    expect(known.get('A')).toBe(90);
    expect(known.has('B')).toBe(false);
  });

  it('collapses several changes of one part into first → last', () => {
    const { notices } = diffWatchedStock(
      [change('A', 90, 1), change('A', 80, 2), change('A', 120, 3)],
      new Set(['A']),
      new Map([['A', 100]]),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ from: 100, to: 120, timestamp: '2025-01-01T00:00:03.000Z' });
  });

  it('reports an unknown previous quantity as undefined and skips non-changes', () => {
    const first = diffWatchedStock([change('A', 50, 1)], new Set(['A']), new Map());
    expect(first.notices).toEqual([
      { part: 'A', from: undefined, to: 50, timestamp: '2025-01-01T00:00:01.000Z' },
    ]);
    const again = diffWatchedStock([change('A', 50, 2)], new Set(['A']), first.known);
    expect(again.notices).toEqual([]);
  });

  it('does not modify the map it is given', () => {
    const known = new Map([['A', 1]]);
    diffWatchedStock([change('A', 2, 1)], new Set(['A']), known);
    expect(known.get('A')).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { makeOrderLine } from '../../mocks/data/builders';
import { collectOrderLines } from './orderLinesAll';
import { nextOrderPageParam } from './orderLines';
import { wholeList } from '@/model/tolerantList';

const LINES = Array.from({ length: 25 }, (_, i) => makeOrderLine(`L${String(i).padStart(2, '0')}`));

/** A service that answers `size` lines a page whatever count was asked (its default of 10). */
const pagesOf = (size: number) => async (startAfter: string) => {
  const start = startAfter === '' ? 0 : LINES.findIndex((l) => l.Id === startAfter) + 1;
  return wholeList(LINES.slice(start, start + size));
};

describe('reading every order line', () => {
  it('pages past short pages until an empty one, and only then calls the list complete', async () => {
    const asked: string[] = [];
    const fetch = pagesOf(10);
    const result = await collectOrderLines((startAfter) => (asked.push(startAfter), fetch(startAfter)));
    expect(result.lines).toHaveLength(25);
    expect(result.complete).toBe(true);
    expect(asked).toEqual(['', 'L09', 'L19', 'L24']);
  });

  it('stops on a repeated cursor (startAfter ignored) without calling the list complete', async () => {
    const result = await collectOrderLines(() => pagesOf(10)(''));
    expect(result.lines).toHaveLength(20);
    expect(result.complete).toBe(false);
  });

  it('stops at the page limit without calling the list complete', async () => {
    const result = await collectOrderLines(pagesOf(10), 2);
    expect(result.lines).toHaveLength(20);
    expect(result.complete).toBe(false);
  });

  it('a short page is followed by another request; an empty page ends', () => {
    expect(nextOrderPageParam(wholeList(LINES.slice(0, 3)), [''])).toBe('L02');
    expect(nextOrderPageParam(wholeList([]), ['', 'L02'])).toBeUndefined();
    expect(nextOrderPageParam(wholeList(LINES.slice(0, 3)), ['', 'L02'])).toBeUndefined();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import {
  MAX_COMPARE,
  clearCompare,
  getCompareList,
  normaliseCompareList,
  removeFromCompare,
  resetCompareListForTests,
  toggleCompare,
  useCompareList,
} from './compareList';

afterEach(() => {
  clearCompare();
  resetCompareListForTests();
});

describe('compare list store', () => {
  it('adds, removes and refuses a fifth part', () => {
    expect(toggleCompare('A')).toBe('added');
    expect(toggleCompare('B')).toBe('added');
    expect(toggleCompare('A')).toBe('removed');
    expect(getCompareList()).toEqual(['B']);
    for (const p of ['C', 'D', 'E']) toggleCompare(p);
    expect(getCompareList()).toHaveLength(MAX_COMPARE);
    expect(toggleCompare('F')).toBe('full');
    expect(getCompareList()).toEqual(['B', 'C', 'D', 'E']);
    expect(toggleCompare('  ')).toBe('invalid');
  });

  it('persists to localStorage and ignores garbage there', () => {
    toggleCompare('X/1#2');
    expect(JSON.parse(localStorage.getItem('parts-portal.compare') ?? '[]')).toEqual(['X/1#2']);
    localStorage.setItem('parts-portal.compare', '{"not":"a list"}');
    resetCompareListForTests();
    expect(getCompareList()).toEqual([]);
    localStorage.setItem('parts-portal.compare', JSON.stringify(['A', 'A', '', 'B', 'C', 'D', 'E']));
    resetCompareListForTests();
    expect(getCompareList()).toEqual(['A', 'B', 'C', 'D']);
  });

  it('re-renders subscribers with a stable snapshot', () => {
    const { result } = renderHook(() => useCompareList());
    const first = result.current;
    expect(first).toEqual([]);
    act(() => void toggleCompare('P1'));
    expect(result.current).toEqual(['P1']);
    act(() => removeFromCompare('P1'));
    expect(result.current).toEqual([]);
  });

  it('normalises a list: unique, non-blank, at most four', () => {
    expect(normaliseCompareList(['a', 'a', ' ', 'b', 'c', 'd', 'e'])).toEqual(['a', 'b', 'c', 'd']);
  });
});

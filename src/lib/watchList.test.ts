import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  MAX_WATCHED,
  WATCH_LIST_KEY,
  getWatchList,
  isWatched,
  reloadWatchList,
  toggleWatch,
  unwatchPart,
  useWatchList,
  watchPart,
} from './watchList';

afterEach(() => {
  localStorage.clear();
  reloadWatchList();
});

describe('watch list store', () => {
  it('adds, removes and toggles parts, persisting them', () => {
    watchPart('A/1');
    watchPart('B#2');
    watchPart('A/1');
    expect(getWatchList()).toEqual(['A/1', 'B#2']);
    expect(JSON.parse(localStorage.getItem(WATCH_LIST_KEY) ?? '')).toEqual(['A/1', 'B#2']);
    expect(toggleWatch('A/1')).toBe(false);
    expect(isWatched('A/1')).toBe(false);
    expect(toggleWatch('C')).toBe(true);
    unwatchPart('B#2');
    expect(getWatchList()).toEqual(['C']);
  });

  it('keeps the same snapshot between changes', () => {
    watchPart('X');
    const first = getWatchList();
    unwatchPart('not watched');
    expect(getWatchList()).toBe(first);
  });

  it('falls back to an empty list on corrupt storage and drops invalid entries', () => {
    localStorage.setItem(WATCH_LIST_KEY, '{not json');
    reloadWatchList();
    expect(getWatchList()).toEqual([]);
    localStorage.setItem(WATCH_LIST_KEY, JSON.stringify({ part: 'A' }));
    reloadWatchList();
    expect(getWatchList()).toEqual([]);
    localStorage.setItem(WATCH_LIST_KEY, JSON.stringify(['A', 'A', 'B']));
    reloadWatchList();
    expect(getWatchList()).toEqual(['A', 'B']);
  });

  it('refuses more than the cap', () => {
    for (let i = 0; i < MAX_WATCHED; i++) expect(watchPart(`P${i}`)).toBe(true);
    expect(watchPart('one too many')).toBe(false);
    expect(getWatchList()).toHaveLength(MAX_WATCHED);
  });

  it('re-renders subscribers, including on another tab’s storage event', () => {
    const { result } = renderHook(() => useWatchList());
    expect(result.current).toEqual([]);
    act(() => {
      watchPart('A');
    });
    expect(result.current).toEqual(['A']);
    act(() => {
      localStorage.setItem(WATCH_LIST_KEY, JSON.stringify(['A', 'B']));
      window.dispatchEvent(new StorageEvent('storage', { key: WATCH_LIST_KEY }));
    });
    expect(result.current).toEqual(['A', 'B']);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStoredList } from './storedList';

afterEach(() => localStorage.clear());

describe('a stored list', () => {
  it('is empty without checking anything when nothing is stored', () => {
    const normalise = vi.fn((raw: unknown) => (Array.isArray(raw) ? raw.map(String) : []));
    const list = createStoredList('test.list', normalise);
    expect(list.get()).toEqual([]);
    expect(normalise).not.toHaveBeenCalled();
  });

  it('passes what is stored, or [] for what is not JSON, through its normaliser', () => {
    const normalise = vi.fn((raw: unknown) => (Array.isArray(raw) ? raw.map(String).slice(0, 2) : []));
    localStorage.setItem('test.list', JSON.stringify(['a', 'b', 'c']));
    const list = createStoredList('test.list', normalise);
    expect(list.get()).toEqual(['a', 'b']);
    localStorage.setItem('test.list', '{not json');
    list.reload();
    expect(list.get()).toEqual([]);
    expect(normalise).toHaveBeenLastCalledWith([]);
  });
});

import { describe, expect, it } from 'vitest';
import { limitCompareParts, parseCompareParts } from '@/lib/compareParts';
import { compareSearchSchema } from './compareRoute';

describe('compare URL', () => {
  it('accepts 1 to 4 unique, non-blank part numbers', () => {
    expect(parseCompareParts('A')).toEqual(['A']);
    expect(parseCompareParts('A,B/TR,C#LF,D 1')).toEqual(['A', 'B/TR', 'C#LF', 'D 1']);
    expect(parseCompareParts('')).toEqual([]);
  });

  it('rejects blanks, duplicates and more than four', () => {
    expect(parseCompareParts('A,,B')).toBeNull();
    expect(parseCompareParts('A, ')).toBeNull();
    expect(parseCompareParts('A,A')).toBeNull();
    expect(parseCompareParts('A,B,C,D,E')).toBeNull();
  });

  it('validates the search params, garbage falling back to the empty state and quantity 1', () => {
    expect(compareSearchSchema.parse({ parts: 'A,B', qty: 250 })).toEqual({
      parts: 'A,B',
      qty: 250,
      currency: undefined,
    });
    expect(compareSearchSchema.parse({ parts: 'A,,B', qty: -3 })).toEqual({
      parts: '',
      qty: 1,
      currency: undefined,
    });
    expect(compareSearchSchema.parse({ parts: 12345, qty: '2.5' })).toEqual({
      parts: '12345',
      qty: 1,
      currency: undefined,
    });
    // Five parts keep the first four (the page names the one left out); duplicates collapse.
    expect(compareSearchSchema.parse({ parts: 'A,B,C,D,E' }).parts).toBe('A,B,C,D,E');
    expect(limitCompareParts('A,A')).toEqual({ parts: ['A'], dropped: [] });
    expect(limitCompareParts('A,B,C,D,E,A')).toEqual({ parts: ['A', 'B', 'C', 'D'], dropped: ['E'] });
    expect(compareSearchSchema.parse({})).toEqual({ parts: '', qty: 1, currency: undefined });
  });
});

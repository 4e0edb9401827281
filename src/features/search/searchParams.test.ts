import { describe, expect, it } from 'vitest';
import { searchPageSearchSchema } from './searchParams';

describe('search page params', () => {
  it('applies defaults to an empty URL', () => {
    expect(searchPageSearchSchema.parse({})).toEqual({ q: '', count: 10, mode: 'full', currency: undefined });
  });

  it('keeps valid values, including a numeric term the router parsed as a number', () => {
    expect(
      searchPageSearchSchema.parse({ q: 20021121, count: 25, mode: 'numbers', currency: 'eur' }),
    ).toEqual({
      q: '20021121',
      count: 25,
      mode: 'numbers',
      currency: 'EUR',
    });
    expect(searchPageSearchSchema.parse({ count: '100' }).count).toBe(100);
  });

  it('falls back per field on garbage', () => {
    expect(
      searchPageSearchSchema.parse({ q: { a: 1 }, count: 7, mode: 'everything', currency: 'XXX' }),
    ).toEqual({ q: '', count: 10, mode: 'full', currency: undefined });
  });
});

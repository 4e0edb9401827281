// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_QUANTITY } from './limits';
import { parseQuantityText } from './quantity';

describe('parseQuantityText', () => {
  it('reads whole numbers with or without thousands separators, and empty as none', () => {
    expect(parseQuantityText('250')).toEqual({ ok: true, value: 250 });
    expect(parseQuantityText(' 1,000 ')).toEqual({ ok: true, value: 1000 });
    expect(parseQuantityText('')).toEqual({ ok: true, value: undefined });
  });

  it('refuses 0, decimals, negatives, words and values beyond the limit, saying why', () => {
    expect(parseQuantityText('0')).toEqual({ ok: false, error: 'The quantity must be at least 1.' });
    expect(parseQuantityText('1.5')).toEqual({
      ok: false,
      error: 'Parts are ordered in whole pieces: 1.5 is not a whole number.',
    });
    expect(parseQuantityText('-3')).toEqual({ ok: false, error: 'A quantity cannot be negative.' });
    expect(parseQuantityText('ten')).toMatchObject({ ok: false, error: /in digits/ });
    expect(parseQuantityText(String(MAX_QUANTITY + 1))).toEqual({
      ok: false,
      error: 'The largest quantity here is 100,000,000: for more, ask for a quote.',
    });
    expect(parseQuantityText('5', { min: 10 })).toMatchObject({ ok: false, error: /at least 10/ });
  });
});

// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, formatQuantity, NOT_A_FIGURE } from './format';

/** What a formatter must never print, whatever number the API sends or a product overflows to. */
const BROKEN = /NaN|Infinity|undefined|∞/;

describe('numbers from the API display sanely', () => {
  it('huge values switch to scientific notation instead of dozens of made-up digits', () => {
    expect(formatMoney(1e300, 'USD')).toBe('$1E300');
    expect(formatQuantity(9_007_199_254_740_991)).toBe('9.007E15');
    expect(formatMoney(-1_234.5, 'USD')).toBe('-$1,234.50');
    expect(formatQuantity(-250)).toBe('-250');
    expect(formatMoney(0.000001234, 'USD', { precise: true })).toBe('$0.00');
  });

  it('a non-finite figure reads as a dash', () => {
    for (const value of [Number.NaN, Infinity, -Infinity]) {
      expect(formatMoney(value, 'EUR')).toBe(NOT_A_FIGURE);
      expect(formatQuantity(value)).toBe(NOT_A_FIGURE);
    }
  });

  it('any double gives a short text without NaN or Infinity (property)', () => {
    fc.assert(
      fc.property(fc.double(), fc.constantFrom('USD', 'EUR', 'JPY', 'XYZ'), (value, currency) => {
        for (const text of [formatMoney(value, currency), formatQuantity(value)]) {
          expect(text).not.toMatch(BROKEN);
          expect(text.length).toBeLessThan(40);
        }
      }),
      { numRuns: 2_000 },
    );
  });
});

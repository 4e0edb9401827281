import { describe, expect, it } from 'vitest';
import { readBookPrices } from './bookPrices';

describe('readBookPrices', () => {
  it('reads price-break entries', () => {
    const result = readBookPrices([{ column: 1, minimumQuantity: 1, maximumQuantity: 99, price: 0.5 }]);
    expect(result).toEqual({
      kind: 'breaks',
      breaks: [{ column: 1, minimumQuantity: 1, maximumQuantity: 99, price: 0.5 }],
    });
  });

  it('keeps unknown shapes as raw entries and treats empty as none', () => {
    expect(readBookPrices([])).toEqual({ kind: 'none' });
    expect(readBookPrices([{ contract: 'A', price: '1.2' }])).toEqual({
      kind: 'unknown',
      entries: [{ contract: 'A', price: '1.2' }],
    });
  });
});

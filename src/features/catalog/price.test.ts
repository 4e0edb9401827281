import { describe, expect, it } from 'vitest';
import type { PriceBreak } from '@/api/schemas';
import { priceAtQuantity, tierForQuantity } from './price';
import { catalogSearchSchema } from './catalogSearch';

const tier = (
  column: number,
  minimumQuantity: number,
  maximumQuantity: number,
  price: number,
): PriceBreak => ({
  column,
  minimumQuantity,
  maximumQuantity,
  price,
});
const breaks = [tier(3, 100, 999_999, 0.5), tier(1, 1, 9, 1), tier(2, 10, 99, 0.8)];

describe('price at a quantity', () => {
  it('picks the tier with the highest minimum not above the quantity, whatever the API order', () => {
    expect(tierForQuantity(breaks, 1)?.column).toBe(1);
    expect(tierForQuantity(breaks, 9)?.column).toBe(1);
    expect(tierForQuantity(breaks, 10)?.column).toBe(2);
    expect(tierForQuantity(breaks, 5000)?.column).toBe(3);
  });

  it('falls back to the first tier below its minimum, and says so', () => {
    const moq = [tier(1, 50, 99, 2), tier(2, 100, 999, 1.5)];
    const price = priceAtQuantity({ price: moq, currency: 'EUR' }, 1);
    expect(price).toMatchObject({ unitPrice: 2, extendedPrice: 2, currency: 'EUR', belowFirstTier: true });
  });

  it('computes the extended price in the part currency', () => {
    expect(priceAtQuantity({ price: breaks, currency: 'USD' }, 100)).toMatchObject({
      unitPrice: 0.5,
      extendedPrice: 50,
      currency: 'USD',
      belowFirstTier: false,
    });
  });

  it('has no price without price breaks', () => {
    expect(priceAtQuantity({ price: [], currency: 'USD' }, 1)).toBeNull();
  });
});

describe('catalog params', () => {
  it('takes a known currency from the URL and drops anything else', () => {
    expect(catalogSearchSchema.parse({ currency: 'gbp' })).toEqual({ currency: 'GBP' });
    expect(catalogSearchSchema.parse({ currency: 'XYZ' })).toEqual({ currency: undefined });
    expect(catalogSearchSchema.parse({ currency: 42 })).toEqual({ currency: undefined });
  });
});

import { describe, expect, it } from 'vitest';
import type { PriceBreak } from '@/api/schemas';
import { priceAtQuantity, quoteFor, readBookPrices, roundUpToIncrement, tierFor } from './priceTiers';

const breaks: PriceBreak[] = [
  // Deliberately out of order: the API's order is not relied on.
  { column: 3, minimumQuantity: 1000, maximumQuantity: 2499, price: 0.124 },
  { column: 1, minimumQuantity: 100, maximumQuantity: 499, price: 0.15 },
  { column: 2, minimumQuantity: 500, maximumQuantity: 999, price: 0.135 },
  { column: 4, minimumQuantity: 2500, maximumQuantity: 9999, price: 0.118 },
];

describe('tierFor', () => {
  it('picks the highest break whose minimum is reached', () => {
    expect(tierFor(breaks, 100)?.column).toBe(1);
    expect(tierFor(breaks, 499)?.column).toBe(1);
    expect(tierFor(breaks, 500)?.column).toBe(2);
    expect(tierFor(breaks, 2499)?.column).toBe(3);
    expect(tierFor(breaks, 2500)?.column).toBe(4);
  });

  it('has no tier below the first minimum or without breaks', () => {
    expect(tierFor(breaks, 99)).toBeNull();
    expect(tierFor([], 10)).toBeNull();
  });
});

describe('quoteFor', () => {
  it('prices the quantity and says what the next break saves', () => {
    const quote = quoteFor(breaks, 2000);
    expect(quote.tier?.column).toBe(3);
    expect(quote.unitPrice).toBe(0.124);
    expect(quote.extended).toBe(248);
    expect(quote.next).toMatchObject({ quantity: 2500, additional: 500, unitPrice: 0.118 });
    // 2,500 at 0.124 = 310.00; at 0.118 = 295.00.
    expect(quote.next?.saving).toBeCloseTo(15, 6);
    expect(quote.next?.cheaperOverall).toBe(false);
  });

  it('notes when the larger order costs less in total', () => {
    const quote = quoteFor(breaks, 999);
    expect(quote.next?.quantity).toBe(1000);
    expect(quote.next?.cheaperOverall).toBe(true);
  });

  it('has no next break on the last tier and flags a quantity beyond it', () => {
    const quote = quoteFor(breaks, 20_000);
    expect(quote.tier?.column).toBe(4);
    expect(quote.next).toBeNull();
    expect(quote.beyondLastBreak).toBe(true);
  });

  it('has no price below the first break', () => {
    const quote = quoteFor(breaks, 10);
    expect(quote).toMatchObject({ tier: null, unitPrice: null, extended: null, next: null });
  });

  it('rounds the next break up to full packs and prices what is ordered', () => {
    const quote = quoteFor(breaks, 600, { increment: 300 });
    // The break at 1,000 needs 4 packs of 300 = 1,200.
    expect(quote.next).toMatchObject({ quantity: 1200, additional: 600, unitPrice: 0.124 });
  });

  it('skips a later tier that is not cheaper', () => {
    const flat: PriceBreak[] = [
      { column: 1, minimumQuantity: 1, maximumQuantity: 9, price: 1 },
      { column: 2, minimumQuantity: 10, maximumQuantity: 99, price: 1 },
      { column: 3, minimumQuantity: 100, maximumQuantity: 999, price: 0.9 },
    ];
    expect(quoteFor(flat, 5).next?.quantity).toBe(100);
  });
});

describe('roundUpToIncrement', () => {
  it('rounds up to whole packs', () => {
    expect(roundUpToIncrement(1, 50)).toBe(50);
    expect(roundUpToIncrement(100, 50)).toBe(100);
    expect(roundUpToIncrement(101, 50)).toBe(150);
    expect(roundUpToIncrement(7, 0)).toBe(7);
  });
});

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

describe('priceAtQuantity', () => {
  it('prices the tier the quantity reaches, in the part currency', () => {
    expect(priceAtQuantity({ price: breaks, currency: 'USD' }, 600)).toMatchObject({
      unitPrice: 0.135,
      extendedPrice: 81,
      currency: 'USD',
      belowFirstTier: false,
    });
  });

  it('falls back to the first tier below its minimum, and says so', () => {
    expect(priceAtQuantity({ price: breaks, currency: 'EUR' }, 1)).toMatchObject({
      tier: { column: 1 },
      unitPrice: 0.15,
      extendedPrice: 0.15,
      currency: 'EUR',
      belowFirstTier: true,
    });
  });

  it('agrees with quoteFor wherever a tier is reached', () => {
    for (const quantity of [100, 499, 500, 2000, 2500, 50_000]) {
      expect(priceAtQuantity({ price: breaks, currency: 'USD' }, quantity)?.extendedPrice).toBe(
        quoteFor(breaks, quantity).extended,
      );
    }
  });

  it('has no price without price breaks', () => {
    expect(priceAtQuantity({ price: [], currency: 'USD' }, 1)).toBeNull();
  });
});

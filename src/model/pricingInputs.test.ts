// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { customerPricing, partPricing, quotePricing } from '@/model/pricingInputs';
import { priceQuantity } from '@/lib/pricing/priceQuantity';
import { roundMoney } from '@/lib/pricing/money';

const breaks = [
  // Deliberately out of order: the API's order is not relied on.
  { column: 3, minimumQuantity: 1000, maximumQuantity: 2499, price: 0.124 },
  { column: 1, minimumQuantity: 100, maximumQuantity: 499, price: 0.15 },
  { column: 2, minimumQuantity: 500, maximumQuantity: 999, price: 0.135 },
  { column: 4, minimumQuantity: 2500, maximumQuantity: 9999, price: 0.118 },
];
const part = {
  price: breaks,
  currency: 'USD',
  minimumOrderQuantity: 100,
  packaging: { standardQuantity: 50, fullIncrementRequired: false },
};

describe('priceQuantity', () => {
  it('prices the tier the quantity reaches', () => {
    const priced = priceQuantity(partPricing(part), 2000);
    expect(priced).toMatchObject({ quantity: 2000, unitPrice: 0.124, extended: 248, raisedToMinimum: false });
    expect(priced?.tier.column).toBe(3);
  });

  it('prices a quantity below the MOQ at the MOQ and says so', () => {
    const priced = priceQuantity(partPricing({ ...part, minimumOrderQuantity: 1000 }), 1);
    expect(priced).toMatchObject({ requested: 1, quantity: 1000, minimum: 1000, raisedToMinimum: true });
    expect(priced?.extended).toBe(124);
  });

  it('prices below the first break at the first break even when the MOQ is smaller', () => {
    const priced = priceQuantity(partPricing({ ...part, minimumOrderQuantity: 1 }), 10);
    expect(priced).toMatchObject({ quantity: 100, minimum: 100, raisedToMinimum: true, unitPrice: 0.15 });
  });

  it('rounds up to full packs and says so', () => {
    const packed = { ...part, packaging: { standardQuantity: 300, fullIncrementRequired: true } };
    const priced = priceQuantity(partPricing(packed), 601);
    expect(priced).toMatchObject({ quantity: 900, roundedToIncrement: true, increment: 300 });
    // The break at 1,000 needs 4 packs of 300 = 1,200.
    expect(priced?.next).toMatchObject({ quantity: 1200, additional: 300, unitPrice: 0.124 });
  });

  it('claims a saving only when the larger order costs less in total', () => {
    // 999 × 0.135 = 134.87; 1,000 × 0.124 = 124.00.
    expect(priceQuantity(partPricing(part), 999)?.next).toMatchObject({ quantity: 1000, saving: 10.87 });
    // 600 × 0.135 = 81.00; 1,000 × 0.124 = 124.00: a lower unit price, but no saving.
    expect(priceQuantity(partPricing(part), 600)?.next).toMatchObject({ quantity: 1000, saving: null });
  });

  it('reproduces the reported case: a rising total is never a saving (dollars or yen)', () => {
    const reported = [
      { column: 1, minimumQuantity: 1, maximumQuantity: 49, price: 0.1916 },
      { column: 2, minimumQuantity: 50, maximumQuantity: 99, price: 0.1706 },
    ];
    const usd = priceQuantity(partPricing({ ...part, price: reported, minimumOrderQuantity: 1 }), 37);
    expect(usd?.extended).toBe(7.09);
    expect(usd?.next).toMatchObject({ quantity: 50, extended: 8.53, saving: null });
    const yen = reported.map((b) => ({ ...b, price: b.price * 150 }));
    const jpy = priceQuantity(
      partPricing({ ...part, currency: 'JPY', price: yen, minimumOrderQuantity: 1 }),
      37,
    );
    expect(jpy?.extended).toBe(1063);
    expect(jpy?.next).toMatchObject({ extended: 1280, saving: null });
  });

  it('flags a quantity beyond the last stated maximum and has no next break there', () => {
    const priced = priceQuantity(partPricing(part), 20_000);
    expect(priced).toMatchObject({ beyondLastBreak: true, next: null, unitPrice: 0.118 });
  });

  it('has no price without tiers', () => {
    expect(priceQuantity(partPricing({ ...part, price: [] }), 5)).toBeNull();
  });
});

describe('roundMoney', () => {
  it('rounds to the currency decimals', () => {
    expect(roundMoney(1.005, 'USD')).toBe(1.01);
    expect(roundMoney(37.6, 'JPY')).toBe(38);
    expect(roundMoney(0.1 * 3, 'EUR')).toBe(0.3);
    expect(roundMoney(1.2345, 'XYZ')).toBe(1.23);
  });
});

describe('adapters', () => {
  it('reads the customer-pricing prices[] as tiers with the smallest MOQ as minimum', () => {
    const input = customerPricing({
      fullIncrementsRequired: true,
      packagingQuantity: 250,
      isoCurrencyCode: 'EUR',
      prices: [
        { suggestedPrice: 0.09, minimumOrderQuantity: 2500, contract: null, oemCustomer: null },
        { suggestedPrice: 0.1, minimumOrderQuantity: 500, contract: null, oemCustomer: null },
      ],
    });
    expect(input).toMatchObject({ currency: 'EUR', minimumOrder: 500, increment: 250 });
    expect(input.tiers.map((t) => [t.minimumQuantity, t.maximumQuantity])).toEqual([
      [500, 2499],
      [2500, null],
    ]);
    expect(priceQuantity(input, 100)).toMatchObject({ quantity: 500, raisedToMinimum: true, extended: 50 });
  });

  it('reads quote breaks at the OEM or distributor price, leaving out breaks without one', () => {
    const quote = [
      { moq: 100, oemPrice: 0.5, distPrice: 0.45 },
      { moq: 1000, oemPrice: 0.4, distPrice: null },
    ];
    const oem = quotePricing(quote, { side: 'oem', currency: 'USD' });
    const dist = quotePricing(quote, { side: 'dist', currency: 'USD' });
    expect(priceQuantity(oem, 1000)?.unitPrice).toBe(0.4);
    expect(priceQuantity(dist, 1000)?.unitPrice).toBe(0.45);
    expect(priceQuantity(dist, 10)).toMatchObject({ quantity: 100, raisedToMinimum: true });
  });
});

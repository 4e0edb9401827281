// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyDigits } from './money';
import { priceQuantity, type PricingInput } from './priceQuantity';
import { sortTiers, tierFor, withMaximums, type Tier } from './tiers';

/** Random break tables: distinct minimums in any order, any positive prices (not always falling). */
const tiersArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 20_000 }), { minLength: 1, maxLength: 8 })
  .chain((minimums) =>
    fc
      .array(fc.integer({ min: 1, max: 500_000 }), {
        minLength: minimums.length,
        maxLength: minimums.length,
      })
      .map((prices) =>
        withMaximums(minimums.map((m, i) => ({ minimumQuantity: m, price: (prices[i] ?? 1) / 10_000 }))),
      ),
  );

const inputArb: fc.Arbitrary<PricingInput> = fc.record({
  tiers: tiersArb,
  currency: fc.constantFrom('USD', 'EUR', 'JPY', 'KRW', 'GBP'),
  minimumOrder: fc.integer({ min: 1, max: 25_000 }),
  increment: fc.oneof(fc.constant(1), fc.integer({ min: 2, max: 1_000 })),
});
const quantityArb = fc.integer({ min: 1, max: 100_000 });

const first = (tiers: readonly Tier[]) => sortTiers(tiers)[0]?.minimumQuantity ?? 1;

describe('priceQuantity over random break tables', () => {
  it('prices a quantity below the MOQ at the MOQ (rounded up to packs) and says so', () => {
    fc.assert(
      fc.property(inputArb, quantityArb, (input, requested) => {
        const priced = priceQuantity(input, requested);
        if (!priced) return false;
        const minimum = Math.max(input.minimumOrder ?? 1, first(input.tiers));
        expect(priced.minimum).toBe(minimum);
        expect(priced.quantity).toBeGreaterThanOrEqual(minimum);
        expect(priced.quantity).toBeGreaterThanOrEqual(requested);
        expect(priced.raisedToMinimum).toBe(requested < minimum);
        if (requested < minimum) {
          // Exactly what the MOQ itself costs: same quantity, tier, unit and extended price.
          const atMinimum = priceQuantity(input, minimum);
          expect({ ...priced, requested: minimum, raisedToMinimum: false }).toEqual(atMinimum);
        }
        return true;
      }),
    );
  });

  it('never claims a saving when the total at the next break is not lower', () => {
    fc.assert(
      fc.property(inputArb, quantityArb, (input, requested) => {
        const priced = priceQuantity(input, requested);
        const next = priced?.next;
        if (!priced || !next) return true;
        expect(next.quantity).toBeGreaterThan(priced.quantity);
        expect(next.unitPrice).toBeLessThan(priced.unitPrice);
        if (next.saving === null) {
          expect(next.extended).toBeGreaterThanOrEqual(priced.extended);
        } else {
          expect(next.extended).toBeLessThan(priced.extended);
          expect(next.saving).toBeGreaterThan(0);
          expect(next.saving).toBeCloseTo(priced.extended - next.extended, 6);
        }
        return true;
      }),
    );
  });

  it('chooses the tier with the highest minimum reached, monotonic in the quantity', () => {
    fc.assert(
      fc.property(tiersArb, quantityArb, quantityArb, (tiers, a, b) => {
        const sorted = sortTiers(tiers);
        const [low, high] = a <= b ? [a, b] : [b, a];
        const tierLow = tierFor(sorted, low);
        const tierHigh = tierFor(sorted, high);
        for (const [q, tier] of [
          [low, tierLow],
          [high, tierHigh],
        ] as const) {
          const reached = sorted.filter((t) => t.minimumQuantity <= q);
          expect(tier?.minimumQuantity).toBe(reached.at(-1)?.minimumQuantity);
        }
        if (tierLow) expect(tierHigh?.minimumQuantity ?? 0).toBeGreaterThanOrEqual(tierLow.minimumQuantity);
        return true;
      }),
    );
  });

  it('orders whole packs: the smallest multiple of the increment at or above the quantity asked', () => {
    fc.assert(
      fc.property(inputArb, quantityArb, (input, requested) => {
        const priced = priceQuantity(input, requested);
        if (!priced) return false;
        const increment = input.increment ?? 1;
        const base = Math.max(requested, priced.minimum);
        expect(priced.quantity % increment).toBe(0);
        expect(priced.quantity - base).toBeLessThan(increment);
        expect(priced.roundedToIncrement).toBe(priced.quantity !== base);
        return true;
      }),
    );
  });

  it('rounds the extended price to the currency decimals and prices at the tier reached', () => {
    fc.assert(
      fc.property(inputArb, quantityArb, (input, requested) => {
        const priced = priceQuantity(input, requested);
        if (!priced) return false;
        const factor = 10 ** currencyDigits(input.currency);
        expect(Math.abs(priced.extended * factor - Math.round(priced.extended * factor))).toBeLessThan(1e-6);
        expect(priced.tier).toBe(tierFor(sortTiers(input.tiers), priced.quantity));
        expect(Math.abs(priced.extended - priced.unitPrice * priced.quantity)).toBeLessThanOrEqual(
          0.5 / factor + 1e-9,
        );
        return true;
      }),
    );
  });
});

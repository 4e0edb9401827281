// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyDigits, extendedPrice } from './money';
import { contractSaving } from './saving';

describe('contractSaving', () => {
  it('is the difference of the two invoiced totals, with the unit and percentage saving', () => {
    expect(contractSaving(0.355, 0.3124, 100, 'USD')).toEqual({
      perUnit: 0.355 - 0.3124,
      total: 4.26,
      percent: 12,
    });
    expect(contractSaving(120, 90, 3, 'JPY')).toEqual({ perUnit: 30, total: 90, percent: 25 });
  });

  it('is null when the contract price saves nothing', () => {
    expect(contractSaving(1, 1, 100, 'USD')).toBeNull();
    expect(contractSaving(1, 1.2, 100, 'USD')).toBeNull();
    expect(contractSaving(0, 0, 100, 'USD')).toBeNull();
    // Below a cent over the whole quantity: nothing an invoice would show.
    expect(contractSaving(1.0001, 1.0, 1, 'USD')).toBeNull();
  });

  it('never exceeds the list total, and is the unit saving times the quantity to within a minor unit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500_000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom('USD', 'EUR', 'JPY', 'GBP'),
        (listTenThousandths, discountPercent, quantity, currency) => {
          const list = listTenThousandths / 10_000;
          const contract = (list * (100 - discountPercent)) / 100;
          const saving = contractSaving(list, contract, quantity, currency);
          const listTotal = extendedPrice(list, quantity, currency);
          if (saving === null) {
            expect(extendedPrice(contract, quantity, currency)).toBeGreaterThanOrEqual(listTotal);
            return;
          }
          expect(saving.total).toBeGreaterThan(0);
          expect(saving.total).toBeLessThanOrEqual(listTotal);
          expect(saving.percent).toBeCloseTo(discountPercent, 0);
          // Each total is rounded to the currency once, so the two roundings differ by at most one unit.
          const unit = 10 ** -currencyDigits(currency);
          expect(Math.abs(saving.total - saving.perUnit * quantity)).toBeLessThanOrEqual(unit * 1.000001);
        },
      ),
    );
  });
});

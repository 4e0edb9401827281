import type { Opportunity } from '../../src/api/schemas';
import { DISTRIBUTORS, END_CUSTOMERS, KNOWN_CMS } from './customers';
import type { PartRecord } from './parts';
import { createRng } from './prng';
import { DAY, isoDate } from './time';

export const PRICE_PROTECTION_TYPES = ['Design Registration', 'Price Protected'] as const;

/** ~60 opportunities: about two thirds current, the rest expired; both protection types. */
export function generateQuotes(seed: number, now: number, parts: readonly PartRecord[]): Opportunity[] {
  const rng = createRng(seed).fork('quotes');
  const quotes: Opportunity[] = [];
  for (let i = 0; i < 60; i++) {
    const rec = rng.pick(parts);
    const effective = now - rng.int(10, 540) * DAY;
    const expired = rng.chance(0.33);
    const expiration = expired ? now - rng.int(1, 120) * DAY : now + rng.int(1, 365) * DAY;
    const start = Math.max(rec.part.minimumOrderQuantity, 100);
    const tiers = rng.int(2, 5);
    const base = (rec.part.price[rec.part.price.length - 1]?.price ?? 0.5) * (0.75 + rng.next() * 0.15);
    const hasDist = rng.chance(0.8);
    quotes.push({
      designCustomer: rng.pick(END_CUSTOMERS).Customer.Name,
      distributor: rng.pick(DISTRIBUTORS),
      contractManufacturer: rng.chance(0.5) ? rng.pick(KNOWN_CMS).name : null,
      mfrPart: rec.part.part,
      // int64 ids above 2^31, as the spec types them, but well inside JavaScript's safe integers.
      opportunityId: 3_000_000_000 + i * 1_117 + rng.int(0, 999),
      effectiveDate: isoDate(effective),
      expirationDate: isoDate(expiration),
      priceBreaks: Array.from({ length: tiers }, (_, k) => {
        const oem = Math.round(base * 0.93 ** k * 10_000) / 10_000;
        return {
          moq: start * 10 ** k,
          oemPrice: oem,
          distPrice: hasDist ? Math.round(oem * 0.85 * 10_000) / 10_000 : null,
        };
      }),
      priceProtectionType: rng.pick(PRICE_PROTECTION_TYPES),
      willAutoRenew: rng.chance(0.4),
      estimatedAnnualUsage: rng.int(1, 200) * 1_000,
    });
  }
  return quotes;
}

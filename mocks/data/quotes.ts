import type { Opportunity } from '../../src/model/schemas';
import { makeOpportunity } from './builders';
import { DISTRIBUTORS, END_CUSTOMERS, KNOWN_CMS } from './customers';
import type { PartRecord } from './parts';
import { createRng } from './prng';
import { DAY, isoDate } from './time';
import type { Steps } from './steps';

export const PRICE_PROTECTION_TYPES = ['Design Registration', 'Price Protected'] as const;

/**
 * The first opportunities are fixed relative to the clock, so the pages always have something to show:
 * a current and an expired quote on one well-known part (the pricing calculator shows the current one),
 * quotes expiring within 30 days (the home panel), and a customer name that a spreadsheet would read as a
 * formula (the CSV export escapes it).
 */
export const FEATURED_QUOTES = [
  { part: 'TSH-010-254-DG', expiresInDays: 12 },
  { part: 'TSH-010-254-DG', expiresInDays: -20 },
  { part: 'ECL-004-125-DA-TR', expiresInDays: 5, designCustomer: '@Home Automation' },
  { part: 'SSK-020-100-DA', expiresInDays: 25 },
] as const;

/** ~60 opportunities: about two thirds current, the rest expired; both protection types. */
export function* quoteSteps(seed: number, now: number, parts: readonly PartRecord[]): Steps<Opportunity[]> {
  const rng = createRng(seed).fork('quotes');
  const quotes: Opportunity[] = [];
  for (let i = 0; i < 60; i++) {
    yield;
    const featured: { part: string; expiresInDays: number; designCustomer?: string } | undefined =
      FEATURED_QUOTES[i];
    const picked = rng.pick(parts);
    const rec = (featured && parts.find((p) => p.partNumber === featured.part)) || picked;
    const effective = now - rng.int(10, 540) * DAY;
    const expired = rng.chance(0.33);
    const random = expired ? now - rng.int(1, 120) * DAY : now + rng.int(1, 365) * DAY;
    const expiration = featured ? now + featured.expiresInDays * DAY : random;
    const start = Math.max(rec.minimumOrderQuantity, 100);
    const tiers = rng.int(2, 5);
    const base = (rec.price[rec.price.length - 1]?.price ?? 0.5) * (0.75 + rng.next() * 0.15);
    const hasDist = rng.chance(0.8);
    // Drawn even when featured, so the random sequence (and every later quote) stays the same.
    const drawnCustomer = rng.pick(END_CUSTOMERS).Customer.Name;
    const designCustomer = featured?.designCustomer ?? drawnCustomer;
    const distributor = rng.pick(DISTRIBUTORS);
    const contractManufacturer = rng.chance(0.5) ? rng.pick(KNOWN_CMS).name : null;
    // int64 ids above 2^31, as the spec types them, but well inside JavaScript's safe integers.
    const opportunityId = 3_000_000_000 + i * 1_117 + rng.int(0, 999);
    quotes.push(
      makeOpportunity(opportunityId, {
        designCustomer,
        distributor,
        contractManufacturer,
        mfrPart: rec.partNumber,
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
      }),
    );
  }
  return quotes;
}

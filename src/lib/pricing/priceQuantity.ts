import { extendedPrice, roundMoney } from './money';
import { roundUpToIncrement, sortTiers, tierFor, type Tier } from './tiers';

/** Everything that decides a price, whatever page or endpoint it came from (see adapters.ts). */
export type PricingInput<T extends Tier = Tier> = {
  tiers: readonly T[];
  currency: string;
  /** The minimum order quantity (MOQ); below it a quantity is priced at it. */
  minimumOrder?: number;
  /** The packaging quantity when full increments are required, else 1. */
  increment?: number;
};

export type NextBreak<T extends Tier> = {
  tier: T;
  /** What to order to reach it: its minimum, rounded up to full packs when required. */
  quantity: number;
  /** How many more than the priced quantity. */
  additional: number;
  unitPrice: number;
  extended: number;
  /**
   * How much less the larger order costs in total than the priced quantity does now. Null when the
   * larger order costs as much or more: a lower unit price alone is never called a saving.
   */
  saving: number | null;
};

export type PricedQuantity<T extends Tier = Tier> = {
  /** The quantity as asked for. */
  requested: number;
  /** The quantity priced, which is also what would be ordered. */
  quantity: number;
  /** The smallest quantity that can be ordered: the MOQ or the first break, whichever is larger. */
  minimum: number;
  /** The requested quantity was below `minimum` and is priced at it. */
  raisedToMinimum: boolean;
  /** 1 unless the packaging requires full increments. */
  increment: number;
  /** The quantity was rounded up to a whole number of packs ("round up to N"). */
  roundedToIncrement: boolean;
  tier: T;
  unitPrice: number;
  /** unitPrice × quantity, rounded to the currency's decimals (JPY has none). */
  extended: number;
  currency: string;
  /** The quantity lies above the last tier's stated maximum: its price is the last break's. */
  beyondLastBreak: boolean;
  /** The next tier with a lower unit price, when there is one. */
  next: NextBreak<T> | null;
};

/**
 * The one place that prices a quantity, for every page: the tier reached, the MOQ, full increments,
 * the extended price, and the next break with a saving only when the total really falls.
 * Null when the list has no tiers.
 */
export function priceQuantity<T extends Tier>(
  input: PricingInput<T>,
  requested: number,
): PricedQuantity<T> | null {
  const sorted = sortTiers(input.tiers);
  const first = sorted[0];
  if (!first) return null;
  const increment = Math.max(1, Math.floor(input.increment ?? 1));
  const minimum = Math.max(1, input.minimumOrder ?? 1, first.minimumQuantity);
  // A quantity that is not a positive whole number (the quantity field refuses those) counts as none.
  const asked = Number.isFinite(requested) && requested >= 1 ? Math.ceil(requested) : 0;
  const base = Math.max(asked, minimum);
  const quantity = roundUpToIncrement(base, increment);
  // `quantity` ≥ first.minimumQuantity, so a tier is always reached.
  const tier = tierFor(sorted, quantity) ?? first;
  const extended = extendedPrice(tier.price, quantity, input.currency);
  const last = sorted[sorted.length - 1] ?? first;
  return {
    requested,
    quantity,
    minimum,
    raisedToMinimum: asked < minimum,
    increment,
    roundedToIncrement: quantity !== base,
    tier,
    unitPrice: tier.price,
    extended,
    currency: input.currency,
    beyondLastBreak: tier === last && last.maximumQuantity !== null && quantity > last.maximumQuantity,
    next: nextBreak(sorted, tier, quantity, extended, increment, input.currency),
  };
}

function nextBreak<T extends Tier>(
  sorted: readonly T[],
  tier: T,
  quantity: number,
  extendedNow: number,
  increment: number,
  currency: string,
): NextBreak<T> | null {
  for (const candidate of sorted) {
    if (candidate.minimumQuantity <= quantity || candidate.price >= tier.price) continue;
    const target = roundUpToIncrement(candidate.minimumQuantity, increment);
    // Rounding to full packs can land in a tier beyond the candidate: price what is actually ordered,
    // and skip the candidate when that tier is not cheaper per unit after all.
    const reached = tierFor(sorted, target) ?? candidate;
    if (reached.price >= tier.price) continue;
    return describeNext(reached, target, quantity, extendedNow, currency);
  }
  return null;
}

function describeNext<T extends Tier>(
  reached: T,
  target: number,
  quantity: number,
  extendedNow: number,
  currency: string,
): NextBreak<T> {
  const extended = extendedPrice(reached.price, target, currency);
  return {
    tier: reached,
    quantity: target,
    additional: target - quantity,
    unitPrice: reached.price,
    extended,
    saving: extended < extendedNow ? roundMoney(extendedNow - extended, currency) : null,
  };
}

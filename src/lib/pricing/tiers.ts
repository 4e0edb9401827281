/**
 * One quantity tier of any price list: the catalog's list and book prices, the customer-pricing result's
 * `prices[]` and a quote's price breaks all reduce to this (see adapters.ts).
 */
export type Tier = {
  minimumQuantity: number;
  /** The last quantity of the tier when the source states one; null when open-ended. */
  maximumQuantity: number | null;
  price: number;
};

/** Tiers by ascending minimum quantity; the source's own order is never relied on. */
export function sortTiers<T extends Tier>(tiers: readonly T[]): T[] {
  return [...tiers].sort((a, b) => a.minimumQuantity - b.minimumQuantity);
}

/**
 * The tier that prices `quantity`: the one with the highest minimum at or below it. Its maximum does not
 * exclude it, so gaps or a last tier that ends early still price the quantity at the best break reached.
 */
export function tierFor<T extends Tier>(sorted: readonly T[], quantity: number): T | null {
  let found: T | null = null;
  for (const tier of sorted) {
    if (tier.minimumQuantity <= quantity) found = tier;
    else break;
  }
  return found;
}

/** Rounds a quantity up to whole packs when the packaging demands full increments. */
export function roundUpToIncrement(quantity: number, increment: number): number {
  if (!(increment > 1)) return quantity;
  return Math.ceil(quantity / increment) * increment;
}

/** Maximums for tiers that only state a minimum: each ends where the next begins; the last is open. */
export function withMaximums<T extends { minimumQuantity: number; price: number }>(
  tiers: readonly T[],
): (T & { maximumQuantity: number | null })[] {
  const sorted = [...tiers].sort((a, b) => a.minimumQuantity - b.minimumQuantity);
  return sorted.map((tier, i) => {
    const next = sorted[i + 1];
    return { ...tier, maximumQuantity: next ? next.minimumQuantity - 1 : null };
  });
}

import type { Part, PriceBreak } from '@/api/schemas';

export type PriceAtQuantity = {
  tier: PriceBreak;
  unitPrice: number;
  /** unitPrice × quantity, in the same currency. */
  extendedPrice: number;
  currency: string;
  /** The quantity is below the first tier: the first tier's price is shown, the quantity cannot be ordered. */
  belowFirstTier: boolean;
};

/**
 * The price tier that applies to a quantity: the tier with the highest minimumQuantity not above it, else
 * the first tier (lowest minimum). Tiers are sorted here because the API does not promise their order.
 */
export function tierForQuantity(breaks: readonly PriceBreak[], quantity: number): PriceBreak | undefined {
  const sorted = [...breaks].sort((a, b) => a.minimumQuantity - b.minimumQuantity);
  let chosen: PriceBreak | undefined;
  for (const tier of sorted) {
    if (tier.minimumQuantity <= quantity) chosen = tier;
  }
  return chosen ?? sorted[0];
}

/** The unit and extended price of a part at a quantity, or null when the part has no price breaks. */
export function priceAtQuantity(
  part: Pick<Part, 'price' | 'currency'>,
  quantity: number,
): PriceAtQuantity | null {
  const tier = tierForQuantity(part.price, quantity);
  if (!tier) return null;
  return {
    tier,
    unitPrice: tier.price,
    extendedPrice: tier.price * quantity,
    currency: part.currency,
    belowFirstTier: tier.minimumQuantity > quantity,
  };
}

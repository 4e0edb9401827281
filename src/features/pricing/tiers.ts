import type { CustomerPrice, PriceBreak, QuotePriceBreak } from '@/api/schemas';
import { quoteFor, roundUpToIncrement, sortTiers, type PriceQuote } from '@/components/price/priceTiers';

/**
 * Customer pricing's `prices[]` (suggestedPrice from minimumOrderQuantity up) as price breaks, so the one
 * tier module decides tier, extended price and next break for it as for catalog prices. Each tier ends
 * where the next begins; the last has no end.
 */
export function customerPriceBreaks(prices: readonly CustomerPrice[]): PriceBreak[] {
  const sorted = [...prices].sort((a, b) => a.minimumOrderQuantity - b.minimumOrderQuantity);
  return sorted.map((p, i) => ({
    column: i + 1,
    minimumQuantity: p.minimumOrderQuantity,
    maximumQuantity: (sorted[i + 1]?.minimumOrderQuantity ?? Number.MAX_SAFE_INTEGER + 1) - 1,
    price: p.suggestedPrice,
  }));
}

/** A quote's price breaks (moq, oemPrice) as price breaks, priced at the OEM price. */
export function quotePriceBreaks(breaks: readonly QuotePriceBreak[]): PriceBreak[] {
  return customerPriceBreaks(breaks.map((b) => ({ ...toCustomer(b) })));
}
function toCustomer(b: QuotePriceBreak): CustomerPrice {
  return { suggestedPrice: b.oemPrice, minimumOrderQuantity: b.moq, contract: null, oemCustomer: null };
}

export type OrderRules = {
  /** The smallest quantity that can be ordered (the first tier's minimum; at least 1). */
  moq: number;
  /** Pack size; only enforced when fullIncrementsRequired. */
  packagingQuantity: number;
  fullIncrementsRequired: boolean;
};

export function orderRules(
  breaks: readonly PriceBreak[],
  pricing: { packagingQuantity: number; fullIncrementsRequired: boolean },
): OrderRules {
  return {
    moq: Math.max(1, sortTiers(breaks)[0]?.minimumQuantity ?? 1),
    packagingQuantity: pricing.packagingQuantity,
    fullIncrementsRequired: pricing.fullIncrementsRequired,
  };
}

/** The increment a quantity must be a multiple of (1 when any quantity goes). */
export function incrementOf(rules: OrderRules): number {
  return rules.fullIncrementsRequired && rules.packagingQuantity > 1 ? rules.packagingQuantity : 1;
}

/** The smallest orderable quantity at or above `quantity`: at least the MOQ, in whole packs when required. */
export function orderableQuantity(quantity: number, rules: OrderRules): number {
  return roundUpToIncrement(Math.max(quantity, rules.moq), incrementOf(rules));
}

export type QuantityIssue = { kind: 'below-moq' | 'not-full-increment'; roundTo: number };

/** Why a quantity cannot be ordered as typed, with the quantity to round up to; null when it can. */
export function quantityIssue(quantity: number, rules: OrderRules): QuantityIssue | null {
  const roundTo = orderableQuantity(quantity, rules);
  if (roundTo === quantity) return null;
  return { kind: quantity < rules.moq ? 'below-moq' : 'not-full-increment', roundTo };
}

export type Saving = { perUnit: number; total: number; percent: number };

/**
 * What the contract unit price saves against the list unit price over `quantity`; null when it saves
 * nothing (no contract, or a contract price at or above list).
 */
export function contractSaving(listUnit: number, contractUnit: number, quantity: number): Saving | null {
  const perUnit = roundMoney(listUnit - contractUnit);
  if (!(perUnit > 0) || listUnit <= 0) return null;
  return {
    perUnit,
    total: roundMoney(perUnit * quantity),
    percent: Math.round((perUnit / listUnit) * 1000) / 10,
  };
}

/** The tier module's quote for a customer-pricing answer at a quantity. */
export function customerQuote(
  breaks: readonly PriceBreak[],
  quantity: number,
  rules: OrderRules,
): PriceQuote {
  return quoteFor(breaks, quantity, { increment: incrementOf(rules) });
}

function roundMoney(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

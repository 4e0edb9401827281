import type { CustomerPrice, CustomerPricing, Opportunity, Part, PriceBreak } from '@/model/schemas';
import type { PricingInput } from '@/lib/pricing/priceQuantity';
import { withMaximums, type Tier } from '@/lib/pricing/tiers';

/* Adapters from each API shape (model/schemas) to the one pricing input of lib/pricing. */

type CatalogBreak = PriceBreak;
export type CatalogTier = CatalogBreak & Tier;

/** What pricing reads of a catalog part. */
type CatalogPart = Pick<Part, 'price' | 'currency' | 'minimumOrderQuantity'> & {
  packaging: Pick<Part['packaging'], 'standardQuantity' | 'fullIncrementRequired'>;
};

/** A catalog part's list prices (or, with `breaks`, its book prices on the same terms). */
export function partPricing(
  part: CatalogPart,
  breaks: readonly CatalogBreak[] = part.price,
): PricingInput<CatalogTier> {
  return {
    tiers: breaks,
    currency: part.currency,
    minimumOrder: part.minimumOrderQuantity,
    increment: part.packaging.fullIncrementRequired ? part.packaging.standardQuantity : 1,
  };
}

/** What pricing reads of a customer-pricing answer. */
type CustomerPricingResult = Pick<
  CustomerPricing,
  'fullIncrementsRequired' | 'packagingQuantity' | 'isoCurrencyCode' | 'prices'
>;
export type CustomerTier = Tier & { source: CustomerPrice };

/**
 * GET /v1/customerpricing/{part}: each `prices[]` entry is a tier starting at its minimumOrderQuantity
 * at its suggestedPrice; the smallest of those minimums is the MOQ.
 */
export function customerPricing(result: CustomerPricingResult): PricingInput<CustomerTier> {
  const tiers = withMaximums(
    result.prices.map((p) => ({
      minimumQuantity: p.minimumOrderQuantity,
      price: p.suggestedPrice,
      source: p,
    })),
  );
  return {
    tiers,
    currency: result.isoCurrencyCode,
    minimumOrder: tiers[0]?.minimumQuantity ?? 1,
    increment: result.fullIncrementsRequired ? result.packagingQuantity : 1,
  };
}

type QuoteBreak = Opportunity['priceBreaks'][number];
export type QuoteTier = Tier & { source: QuoteBreak };

/**
 * A quote's price breaks, at the OEM price or the distributor price. A break without a distributor
 * price is left out of the distributor list rather than priced at zero. Quotes carry no currency, so
 * the caller says which one the quote is in.
 */
export function quotePricing(
  breaks: readonly QuoteBreak[],
  options: { side: 'oem' | 'dist'; currency: string },
): PricingInput<QuoteTier> {
  const priced = breaks.flatMap((b) => {
    const price = options.side === 'oem' ? b.oemPrice : b.distPrice;
    return price === null ? [] : [{ minimumQuantity: b.moq, price, source: b }];
  });
  const tiers = withMaximums(priced);
  return { tiers, currency: options.currency, minimumOrder: tiers[0]?.minimumQuantity ?? 1 };
}

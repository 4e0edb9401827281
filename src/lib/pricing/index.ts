/** The one pricing module: every page that shows a price for a quantity asks it. */
export { currencyDigits, extendedPrice, roundMoney } from './money';
export { roundUpToIncrement, sortTiers, tierFor, withMaximums, type Tier } from './tiers';
export { contractSaving, type Saving } from './saving';
export { priceQuantity, type NextBreak, type PricedQuantity, type PricingInput } from './priceQuantity';
export {
  customerPricing,
  partPricing,
  quotePricing,
  type CatalogTier,
  type CustomerTier,
  type QuoteTier,
} from './adapters';

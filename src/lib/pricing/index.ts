/** The one pricing module: every page that shows a price for a quantity asks it. */
export { sortTiers, tierFor, type Tier } from './tiers';
export { contractSaving } from './saving';
export { priceQuantity, type PricedQuantity, type PricingInput } from './priceQuantity';

import { getRouteApi } from '@tanstack/react-router';
import { z } from '@/lib/zod';
import { lazySchema } from '@/lib/lazySchema';
import { MAX_QUANTITY } from '@/lib/limits';
import { optionalTextParam } from '@/lib/searchParams';
import { customerPricingQueryOptions, type CustomerPricingParams } from '@/api/pricing';
import type { CurrencyCode } from '@/lib/currencies';
import { currencySearchParam } from '@/lib/currencyParam';

/**
 * `/pricing?part=&qty=&currency=&oemPart=&customerName=&cmName=&email=`. Every field falls back on its
 * own. A link carrying both oemPart and customerName (the API takes one) keeps oemPart.
 */
export const pricingSearchSchema = lazySchema(() =>
  z.pipe(
    z.object({
      part: optionalTextParam(),
      qty: z.catch(z.optional(z.number().check(z.int(), z.gte(1), z.lte(MAX_QUANTITY))), undefined),
      currency: currencySearchParam,
      oemPart: optionalTextParam(),
      customerName: optionalTextParam(),
      cmName: optionalTextParam(),
      email: z.catch(z.optional(z.pipe(z.string().check(z.trim()), z.email())), undefined),
    }),
    z.transform((s) => (s.oemPart && s.customerName ? { ...s, customerName: undefined } : s)),
  ),
);
export type PricingSearch = z.output<typeof pricingSearchSchema>;

/** The request the page makes for a search (the quantity defaults to 1, as the API's does). */
export function customerPricingParams(search: PricingSearch, currency: CurrencyCode): CustomerPricingParams {
  return {
    oemPart: search.oemPart,
    customerName: search.customerName,
    contractManufacturerName: search.cmName,
    quantity: search.qty ?? 1,
    isoCurrencyCode: currency,
    email: search.email,
  };
}

/** The page's one query, primed by the loader and read by the result panel. */
export function pricingPageQueryOptions(part: string, search: PricingSearch, currency: CurrencyCode) {
  return customerPricingQueryOptions(part, customerPricingParams(search, currency));
}

export const pricingRouteApi = getRouteApi('/pricing');

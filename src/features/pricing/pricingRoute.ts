import { getRouteApi } from '@tanstack/react-router';
import { z } from 'zod';
import type { CustomerPricingParams } from '@/api/pricing';
import { CURRENCY_CODES, type CurrencyCode } from '@/lib/currencies';

/** Largest quantity the calculator takes (the API's quantity is an int32; beyond this, ask for a quote). */
export const MAX_PRICING_QTY = 100_000_000;

/**
 * The router parses search values as JSON, so "?part=12345" arrives as a number: free text takes numbers
 * back as the text that was typed. Blank becomes "not given".
 */
const textParam = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim().slice(0, 200))
  .transform((v) => (v === '' ? undefined : v))
  .optional()
  .catch(undefined);

/**
 * `/pricing?part=&qty=&currency=&oemPart=&customerName=&cmName=&email=`. Every field falls back on its
 * own. A link carrying both oemPart and customerName (the API takes one) keeps oemPart.
 */
export const pricingSearchSchema = z
  .object({
    part: textParam,
    qty: z.number().int().min(1).max(MAX_PRICING_QTY).optional().catch(undefined),
    currency: z.string().trim().toUpperCase().pipe(z.enum(CURRENCY_CODES)).optional().catch(undefined),
    oemPart: textParam,
    customerName: textParam,
    cmName: textParam,
    email: z.string().trim().pipe(z.email()).optional().catch(undefined),
  })
  .transform((s) => (s.oemPart && s.customerName ? { ...s, customerName: undefined } : s));
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

export const pricingRouteApi = getRouteApi('/pricing');

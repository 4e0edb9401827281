import { getRouteApi } from '@tanstack/react-router';
import { z } from 'zod';
import { partLookupParams, partQueryOptions } from '@/api/catalog';
import type { CurrencyCode } from '@/lib/currencies';
import { currencySearchParam } from '@/lib/currencyParam';
import { MAX_QUANTITY } from '@/lib/limits';

export const PART_TABS = ['documents', 'models', 'related', 'compliance'] as const;
export type PartTab = (typeof PART_TABS)[number];

/** Every field falls back on its own, so one bad value in a shared link keeps the rest. */
export const partSearchSchema = z.object({
  qty: z.number().int().min(1).max(MAX_QUANTITY).optional().catch(undefined),
  currency: currencySearchParam,
  tab: z.enum(PART_TABS).default('documents').catch('documents'),
});

/** The page's one query, primed by the loader and read by the page (usePartView). */
export function partPageQueryOptions(part: string, currency: CurrencyCode) {
  return partQueryOptions(part, partLookupParams(currency));
}

export const partRouteApi = getRouteApi('/parts/$part');

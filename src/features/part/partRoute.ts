import { getRouteApi } from '@tanstack/react-router';
import { z } from '@/lib/zod';
import { lazySchema } from '@/lib/lazySchema';
import { partLookupParams, partQueryOptions } from '@/api/catalog';
import type { CurrencyCode } from '@/lib/currencies';
import { currencySearchParam } from '@/lib/currencyParam';
import { MAX_QUANTITY } from '@/lib/limits';

export const PART_TABS = ['documents', 'models', 'related', 'compliance'] as const;
export type PartTab = (typeof PART_TABS)[number];

/** Every field falls back on its own, so one bad value in a shared link keeps the rest. */
export const partSearchSchema = lazySchema(() =>
  z.object({
    qty: z.catch(z.optional(z.number().check(z.int(), z.gte(1), z.lte(MAX_QUANTITY))), undefined),
    currency: currencySearchParam,
    tab: z.catch(z._default(z.enum(PART_TABS), 'documents'), 'documents'),
  }),
);

/** The page's one query, primed by the loader and read by the page (usePartView). */
export function partPageQueryOptions(part: string, currency: CurrencyCode) {
  return partQueryOptions(part, partLookupParams(currency));
}

export const partRouteApi = getRouteApi('/parts/$part');

import { getRouteApi } from '@tanstack/react-router';
import { z } from 'zod';
import { partQueryOptions } from '@/api/catalog';
import type { CurrencyCode } from '@/lib/currencies';
import { currencySearchParam } from '@/lib/currencyParam';
import { searchTermParam } from '@/lib/searchParams';
import { limitCompareParts } from '@/lib/compareParts';

export const MAX_COMPARE_QUANTITY = 9_999_999;

/**
 * /compare?parts=A,B&qty=100: the page shows the first four unique parts and says which were left out
 * (limitCompareParts); a list with a blank entry becomes '' (the empty state).
 */
export const compareSearchSchema = z.object({
  parts: searchTermParam
    .refine((value) => limitCompareParts(value) !== null)
    .default('')
    .catch(''),
  qty: z.coerce.number().int().min(1).max(MAX_COMPARE_QUANTITY).default(1).catch(1),
  currency: currencySearchParam,
});

/** One query per compared part (a failing part only affects its column): primed by the loader, read by the page. */
export function comparePartQueryOptions(part: string, currency: CurrencyCode) {
  return partQueryOptions(part, { isoCurrencyCode: currency });
}

export const compareRouteApi = getRouteApi('/compare');

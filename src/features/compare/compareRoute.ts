import { getRouteApi } from '@tanstack/react-router';
import { z } from '@/lib/zod';
import { lazySchema } from '@/lib/lazySchema';
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
export const compareSearchSchema = lazySchema(() =>
  z.object({
    parts: z.catch(
      z._default(searchTermParam.check(z.refine((value) => limitCompareParts(value) !== null)), ''),
      '',
    ),
    qty: z.catch(z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_COMPARE_QUANTITY)), 1), 1),
    currency: currencySearchParam,
  }),
);

/** One query per compared part (a failing part only affects its column): primed by the loader, read by the page. */
export function comparePartQueryOptions(part: string, currency: CurrencyCode) {
  return partQueryOptions(part, { isoCurrencyCode: currency });
}

export const compareRouteApi = getRouteApi('/compare');

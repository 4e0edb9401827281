import { getRouteApi } from '@tanstack/react-router';
import { z } from '@/lib/zod';
import { lazySchema } from '@/lib/lazySchema';
import { catalogInfiniteQueryOptions } from '@/api/catalog';
import type { CurrencyCode } from '@/lib/currencies';
import { currencySearchParam } from '@/lib/currencyParam';
import { colsParam, sortParam } from '@/components/table/useTableSearch';
import { localCatalogSearchFields } from './local/localSearch';

/** /parts search params. The loaded page count is not kept: the list grows as it scrolls. */
export const catalogSearchSchema = lazySchema(() =>
  z.object({
    currency: currencySearchParam,
    // Sorting and columns of the server pages' table (the loaded parts).
    sort: sortParam(),
    cols: colsParam(),
    ...localCatalogSearchFields(),
  }),
);

/** The page's one query, primed by the loader (first page only; later pages load as the table scrolls). */
export function catalogPageQueryOptions(currency: CurrencyCode) {
  return catalogInfiniteQueryOptions({ isoCurrencyCode: currency });
}

export const catalogRouteApi = getRouteApi('/parts/');

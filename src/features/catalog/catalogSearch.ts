import { z } from 'zod';
import { currencySearchParam } from '@/lib/currencyParam';

/** /parts search params. The loaded page count is not kept: the list grows as it scrolls. */
export const catalogSearchSchema = z.object({
  currency: currencySearchParam,
});
export type CatalogSearch = z.output<typeof catalogSearchSchema>;

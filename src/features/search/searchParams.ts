import { z } from 'zod';
import { currencySearchParam } from '@/lib/currencyParam';
import { searchTermParam } from '@/lib/searchParams';

export const RESULT_COUNTS = [10, 25, 50, 100] as const;
export const SEARCH_MODES = ['full', 'numbers'] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];

export const searchPageSearchSchema = z.object({
  q: searchTermParam.default('').catch(''),
  count: z.coerce.number().pipe(z.literal(RESULT_COUNTS)).default(10).catch(10),
  mode: z.enum(SEARCH_MODES).default('full').catch('full'),
  currency: currencySearchParam,
});
export type SearchPageSearch = z.output<typeof searchPageSearchSchema>;

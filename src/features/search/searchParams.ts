import { z } from 'zod';
import { currencySearchParam } from '@/features/catalog/currency';

export const RESULT_COUNTS = [10, 25, 50, 100] as const;
export type ResultCount = (typeof RESULT_COUNTS)[number];
export const SEARCH_MODES = ['full', 'numbers'] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];

/**
 * The router parses each search value as JSON first, so "?q=20021121" arrives as a number and "?q=true"
 * as a boolean: a search term takes them back as the text that was typed.
 */
export const searchTermParam = z
  .union([z.string(), z.number(), z.boolean()])
  .transform((v) => String(v).slice(0, 200));

export const searchPageSearchSchema = z.object({
  q: searchTermParam.default('').catch(''),
  count: z.coerce.number().pipe(z.literal(RESULT_COUNTS)).default(10).catch(10),
  mode: z.enum(SEARCH_MODES).default('full').catch('full'),
  currency: currencySearchParam,
});
export type SearchPageSearch = z.output<typeof searchPageSearchSchema>;

import { z } from '@/lib/zod';
import { lazySchema } from '@/lib/lazySchema';
import { currencySearchParam } from '@/lib/currencyParam';
import { searchTermParam } from '@/lib/searchParams';

export const RESULT_COUNTS = [10, 25, 50, 100] as const;
export const SEARCH_MODES = ['full', 'numbers'] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];

// Built on the first read of the page's address, not while the app's code loads (docs/performance.md).
export const resultCountParam = lazySchema(() =>
  z.catch(z._default(z.pipe(z.coerce.number(), z.literal(RESULT_COUNTS)), 10), 10),
);
export const searchModeParam = lazySchema(() => z.catch(z._default(z.enum(SEARCH_MODES), 'full'), 'full'));

export const searchPageSearchSchema = lazySchema(() =>
  z.object({
    q: z.catch(z._default(searchTermParam, ''), ''),
    count: resultCountParam,
    mode: searchModeParam,
    currency: currencySearchParam,
  }),
);
export type SearchPageSearch = z.output<typeof searchPageSearchSchema>;

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { searchPartsQueryOptions } from '@/api/catalog';

export const SUGGESTION_COUNT = 8;

/**
 * Part-number suggestions for what is typed in the header: debounced, nothing asked for an empty term, a
 * superseded request cancelled through React Query's signal, the previous list kept while the next loads.
 */
export function useSearchSuggestions(term: string) {
  const [debounced] = useDebouncedValue(term.trim(), 250);
  const query = useQuery({
    // No retries: a failure ends "Searching…" at once with a message; the next keystroke asks again.
    ...searchPartsQueryOptions({ query: debounced, resultCount: SUGGESTION_COUNT }, { retry: false }),
    enabled: debounced.length > 0,
    placeholderData: keepPreviousData,
  });
  return { debounced, ...query };
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { searchPartsFullQueryOptions } from '@/api/catalog';

export const SUGGESTION_COUNT = 8;

/**
 * The suggestions show each part's description, which the service sends only with fullResponse=true
 * (without it, part numbers alone): so they ask for full parts, few of them (SUGGESTION_COUNT).
 * Part-number suggestions for what is typed in the header: debounced, nothing asked for an empty term, a
 * superseded request cancelled through React Query's signal, the previous list kept while the next loads.
 */
export function useSearchSuggestions(term: string) {
  const [debounced] = useDebouncedValue(term.trim(), 250);
  const query = useQuery({
    // No retries: a failure ends "Searching…" at once with a message; the next keystroke asks again.
    ...searchPartsFullQueryOptions({ query: debounced, resultCount: SUGGESTION_COUNT }, { retry: false }),
    enabled: debounced.length > 0,
    placeholderData: keepPreviousData,
    select: (answer) => answer.items.map((part) => ({ part: part.part, description: part.description })),
  });
  return { debounced, ...query };
}

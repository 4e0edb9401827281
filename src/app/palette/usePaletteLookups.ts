import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { searchPartsQueryOptions } from '@/api/catalog';
import { orderSearchQueryOptions } from '@/api/orders';

const LOOKUP_COUNT = 5;

/** Parts and order lines matching what is typed in the palette (debounced; nothing for an empty term). */
export function usePaletteLookups(query: string) {
  const [term] = useDebouncedValue(query.trim(), 250);
  const enabled = term.length > 0;
  const parts = useQuery({ ...searchPartsQueryOptions({ query: term, resultCount: LOOKUP_COUNT }), enabled });
  const orders = useQuery({
    ...orderSearchQueryOptions({ searchTerm: term, matchCount: LOOKUP_COUNT }),
    enabled,
  });
  return { term, parts, orders, settled: term === query.trim() };
}

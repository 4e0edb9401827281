import { Autocomplete, type AutocompleteProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchPartsQueryOptions } from '@/api/catalog';

/** A part-number field that suggests catalog parts as the user types (GET /v3/search). */
export function PartAutocomplete(props: Omit<AutocompleteProps, 'data'> & { value: string }) {
  const [query] = useDebouncedValue(props.value.trim(), 250);
  const hits = useQuery({
    ...searchPartsQueryOptions({ query, resultCount: 8 }),
    enabled: query.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const data =
    query.length >= 2 ? (hits.data?.items ?? []).map((h) => ({ value: h.part, label: h.part })) : [];
  const unique = data.filter((d, i) => data.findIndex((x) => x.value === d.value) === i);
  return <Autocomplete {...props} data={unique} limit={8} autoComplete="off" spellCheck={false} />;
}

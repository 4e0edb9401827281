import { useLayoutEffect, useRef, type RefObject } from 'react';
import { Autocomplete } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchPartsQueryOptions } from '@/api/catalog';
import type { PartNumberInputProps } from './PartNumberInput';

/** The catalog's matches for what is typed (debounced; from two characters on), each part once. */
function usePartSuggestions(value: string): string[] {
  const [query] = useDebouncedValue(value.trim(), 250);
  const hits = useQuery({
    ...searchPartsQueryOptions({ query, resultCount: 8 }),
    enabled: query.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  return query.length >= 2 ? [...new Set((hits.data?.items ?? []).map((h) => h.part))] : [];
}

/**
 * PartNumberInput once its suggestions have loaded. The catalog search already matched the term, so the
 * list shows its hits as they come rather than filtering them again by the text.
 */
export function PartNumberSuggestions({
  refocus,
  ...props
}: PartNumberInputProps & { refocus: RefObject<boolean> }) {
  const data = usePartSuggestions(props.value);
  const ref = useRef<HTMLInputElement>(null);
  // Taking over from the plain input: keep the focus and the caret at the end.
  useLayoutEffect(() => {
    const input = ref.current;
    if (!refocus.current || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
    // Only on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Autocomplete
      {...props}
      ref={ref}
      data={data}
      filter={({ options }) => options}
      limit={8}
      autoComplete="off"
      spellCheck={false}
    />
  );
}

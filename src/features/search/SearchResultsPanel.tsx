import type { Ref } from 'react';
import { Stack, Text } from '@mantine/core';
import { ApiErrorAlert } from '@/components/ApiErrorAlert';
import { SkippedRowsNotice } from '@/components/SkippedRowsNotice';
import { EmptyState, LoadingState } from '@/components/States';
import { SearchResultsGrid } from './SearchResultsGrid';
import { SearchSuggestions } from './SearchSuggestions';
import type { SearchPageSearch } from './searchParams';
import type { SearchResults } from './useSearchResults';

type Props = {
  results: SearchResults;
  /** The debounced term the results belong to. */
  term: string;
  search: SearchPageSearch;
  gridRef: Ref<HTMLTableElement>;
  onExitTop: () => void;
};

/** What the search shows for each state: nothing typed, loading, failed, no match, or the results. */
export function SearchResultsPanel({ results, term, search, gridRef, onExitTop }: Props) {
  if (term === '') {
    return (
      <EmptyState title="Search the catalog" action={<SearchSuggestions search={search} />}>
        Type part of a part number or a word from the description; results appear as you type.
      </EmptyState>
    );
  }
  if (results.isError) return <ApiErrorAlert error={results.error} onRetry={results.refetch} />;
  if (results.isPending || !results.rows) return <LoadingState label={`Searching for “${term}”…`} />;
  const { rows } = results;
  if (rows.length === 0) {
    return (
      <Stack gap="xs">
        <SkippedRowsNotice skipped={results.skipped} />
        <EmptyState title={`No parts match “${term}”`} action={<SearchSuggestions search={search} />}>
          Check the spelling, or search for less: part of a part number (such as a series prefix) or a single
          word from the description matches more parts.
        </EmptyState>
      </Stack>
    );
  }
  const capped = rows.length + results.skipped.length >= search.count;
  return (
    <Stack gap="xs">
      <SkippedRowsNotice skipped={results.skipped} />
      <Text size="sm" role="status" aria-live="polite">
        {rows.length} {rows.length === 1 ? 'result' : 'results'} for “{term}”
        {capped ? ` (the first ${search.count}; choose more results to see others)` : ''}
        {results.isStale ? ', updating…' : ''}
      </Text>
      <SearchResultsGrid
        rows={rows}
        term={term}
        mode={search.mode}
        gridRef={gridRef}
        onExitTop={onExitTop}
        busy={results.isStale}
      />
    </Stack>
  );
}

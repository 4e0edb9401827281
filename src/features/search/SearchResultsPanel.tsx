import type { Ref } from 'react';
import { Stack, Text } from '@mantine/core';
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
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

/** "12 results for “tsh”", and when the answer may have left parts out, how many were asked for. */
function describeResults(found: number, term: string, capped: boolean, limit: number): string {
  return capped
    ? plural(found, {
        one: `# result for “${term}” (the first ${limit}; choose more results to see others)`,
        other: `# results for “${term}” (the first ${limit}; choose more results to see others)`,
      })
    : plural(found, { one: `# result for “${term}”`, other: `# results for “${term}”` });
}

/** What the search shows for each state: nothing typed, loading, failed, no match, or the results. */
export function SearchResultsPanel({ results, term, search, gridRef, onExitTop }: Props) {
  if (term === '') {
    return (
      <EmptyState title={t`Search the catalog`} action={<SearchSuggestions search={search} />}>
        <Trans>Type part of a part number or a word from the description; results appear as you type.</Trans>
      </EmptyState>
    );
  }
  if (results.isError) return <ApiErrorAlert error={results.error} onRetry={results.refetch} />;
  if (results.isPending || !results.rows) return <LoadingState label={t`Searching for “${term}”…`} />;
  const { rows } = results;
  if (rows.length === 0) {
    return (
      <Stack gap="xs">
        <SkippedRowsNotice skipped={results.skipped} />
        <EmptyState title={t`No parts match “${term}”`} action={<SearchSuggestions search={search} />}>
          <Trans>
            Check the spelling, or search for less: part of a part number (such as a series prefix) or a
            single word from the description matches more parts.
          </Trans>
        </EmptyState>
      </Stack>
    );
  }
  const capped = rows.length + results.skipped.length >= search.count;
  return (
    <Stack gap="xs">
      <SkippedRowsNotice skipped={results.skipped} />
      <Text size="sm" role="status" aria-live="polite">
        {describeResults(rows.length, term, capped, search.count)}
        {/* A clause of its own, with its leading punctuation, shown while the next term loads. */}
        {results.isStale ? t`, updating…` : null}
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

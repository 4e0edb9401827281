import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchPartsFullQueryOptions, searchPartsQueryOptions } from '@/api/catalog';
import type { Part } from '@/model/schemas';
import type { SkippedRow } from '@/model/tolerantList';
import type { SearchMode } from './searchParams';

export type SearchRow = { part: string; full: Part | null };

export type SearchResults = {
  /** undefined until the first answer for a non-empty term. */
  rows: SearchRow[] | undefined;
  /** Hits of the answer that did not fit the spec (shown with SkippedRowsNotice). */
  skipped: SkippedRow[];
  error: unknown;
  isError: boolean;
  isPending: boolean;
  /** The rows shown belong to the previous term while the new one loads. */
  isStale: boolean;
  refetch: () => void;
};

/**
 * Search as the user types. One query per mode (the answers differ in shape); only the visible mode runs.
 * React Query aborts the superseded request through the signal the fetcher passes on, and keeps the
 * previous rows on screen while the next term loads. An empty term sends nothing.
 */
export function useSearchResults(
  term: string,
  count: number,
  mode: SearchMode,
  currency: string,
): SearchResults {
  const params = { query: term, resultCount: count, isoCurrencyCode: currency };
  const enabled = term !== '';
  const full = useQuery({
    ...searchPartsFullQueryOptions(params),
    enabled: enabled && mode === 'full',
    placeholderData: keepPreviousData,
  });
  const numbers = useQuery({
    ...searchPartsQueryOptions(params),
    enabled: enabled && mode === 'numbers',
    placeholderData: keepPreviousData,
  });
  const active = mode === 'full' ? full : numbers;
  const rows =
    mode === 'full'
      ? full.data?.items.map((p) => ({ part: p.part, full: p }))
      : numbers.data?.items.map((hit) => ({ part: hit.part, full: null }));
  return {
    rows: enabled ? rows : undefined,
    skipped: (enabled && active.data?.skipped) || [],
    error: active.error,
    isError: active.isError,
    isPending: enabled && active.isPending,
    isStale: active.isPlaceholderData || (active.isFetching && !active.isPending),
    refetch: () => void active.refetch(),
  };
}

import { useCallback, useMemo } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { flattenTolerantPages } from '@/model/tolerantList';
import { ApiErrorAlert } from '@/components/ApiErrorAlert';
import { Quantity } from '@/components/Formatted';
import { SkippedRowsNotice } from '@/components/SkippedRowsNotice';
import { EmptyState } from '@/components/States';
import { ButtonLink } from '@/components/links';
import { DataTable } from '@/components/table';
import { CompareTray } from '@/components/compare/CompareTray';
import { useSettings } from '@/lib/useSettings';
import { CATALOG_TABLE_MIN_WIDTH, catalogColumns } from './catalogColumns';
import { useDisplayCurrency } from '@/lib/currencyParam';
import { catalogPageQueryOptions, catalogRouteApi } from './catalogRoute';
import { useTableSearch } from '@/components/table/useTableSearch';
import { applyFacets, buildFacetIndex } from '@/lib/localCatalog/facets';
import { LoadedFilters } from './LoadedFilters';
import { toLocalPart } from '@/model/localPart';

export function ServerCatalogView() {
  const search = catalogRouteApi.useSearch();
  const currency = useDisplayCurrency(search.currency);
  const saved = useSettings().currency;
  const query = useSuspenseInfiniteQuery(catalogPageQueryOptions(currency));
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const { items: loaded, skipped } = useMemo(
    () => flattenTolerantPages(query.data.pages),
    [query.data.pages],
  );
  const table = useTableSearch(catalogRouteApi);
  const navigate = catalogRouteApi.useNavigate();
  const price = useMemo(() => ({ quantity: search.pq, currency }), [search.pq, currency]);
  // The loaded parts through the local copy's facet machinery: one filter logic and its counts for both views.
  const index = useMemo(
    () =>
      buildFacetIndex(
        loaded.map((p) => toLocalPart(p, 0)),
        price,
      ),
    [loaded, price],
  );
  const { series, lifecycle, stock, price: priceBuckets } = search;
  const result = useMemo(
    () => applyFacets(index, { series, lifecycle, stock, price: priceBuckets }),
    [index, series, lifecycle, stock, priceBuckets],
  );
  const rows = useMemo(() => {
    const kept = new Set(result.matches.map((p) => p.part));
    return loaded.filter((p) => kept.has(p.part));
  }, [loaded, result.matches]);
  const filtered = rows.length !== loaded.length;

  // A failed page is not retried by scrolling (that would hammer a failing service): the button retries.
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const onEndReached = isFetchNextPageError ? undefined : loadMore;

  return (
    <Stack gap="md">
      {search.currency && search.currency !== saved ? (
        <Group gap="xs">
          <Text size="sm">Prices are in {search.currency}, as set by this link.</Text>
          <ButtonLink to="/parts" search={{}} variant="subtle" size="compact-sm">
            Show prices in {saved}
          </ButtonLink>
        </Group>
      ) : null}
      <SkippedRowsNotice skipped={skipped} />
      <LoadedFilters
        search={search}
        result={result}
        price={price}
        update={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })}
      />
      {loaded.length > 0 && rows.length === 0 ? (
        <EmptyState title="No loaded part matches these filters">
          Clear a filter, or load more of the catalog: the filters apply to the parts loaded so far.
        </EmptyState>
      ) : rows.length === 0 ? (
        <EmptyState title="The catalog is empty">
          The service returned no parts. If you expected parts here, check the API settings or try again
          later.
        </EmptyState>
      ) : (
        <DataTable
          data={rows}
          columns={catalogColumns}
          getRowId={(p) => p.part}
          label="Catalog parts"
          view={table.view}
          virtualize
          rowHeight={60}
          minWidth={CATALOG_TABLE_MIN_WIDTH}
          onEndReached={onEndReached}
        />
      )}
      {isFetchNextPageError ? <ApiErrorAlert error={query.error} onRetry={loadMore} /> : null}
      <Group justify="space-between" gap="sm">
        <Text size="sm" role="status" aria-live="polite">
          {filtered ? (
            <>
              <Quantity value={rows.length} /> of{' '}
            </>
          ) : null}
          <Quantity value={loaded.length} /> {loaded.length === 1 ? 'part' : 'parts'} loaded
          {hasNextPage ? '' : loaded.length > 0 ? ': the whole catalog' : ''}
          {hasNextPage && (filtered || search.sort) ? '; filters and sorting apply to the loaded parts' : ''}
          {isFetchingNextPage ? ', loading more…' : ''}
        </Text>
        {hasNextPage ? (
          <Button variant="light" onClick={loadMore} loading={isFetchingNextPage}>
            Load more
          </Button>
        ) : null}
      </Group>
      <CompareTray />
    </Stack>
  );
}

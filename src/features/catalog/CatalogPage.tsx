import { useCallback, useMemo } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { flattenTolerantPages } from '@/api/tolerantList';
import { ApiErrorAlert } from '@/components/ApiErrorAlert';
import { Quantity } from '@/components/Formatted';
import { SkippedRowsNotice } from '@/components/SkippedRowsNotice';
import { EmptyState } from '@/components/States';
import { ButtonLink, DataTable } from '@/components/table';
import { CompareTray } from '@/components/compare/CompareTray';
import { useSettings } from '@/lib/useSettings';
import { CATALOG_TABLE_MIN_WIDTH, catalogColumns } from './catalogColumns';
import { useDisplayCurrency } from '@/lib/currencyParam';
import { catalogPageQueryOptions, catalogRouteApi } from './catalogRoute';

export function CatalogPage() {
  const search = catalogRouteApi.useSearch();
  const currency = useDisplayCurrency(search.currency);
  const saved = useSettings().currency;
  const query = useSuspenseInfiniteQuery(catalogPageQueryOptions(currency));
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const { items: rows, skipped } = useMemo(() => flattenTolerantPages(query.data.pages), [query.data.pages]);

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
      {rows.length === 0 ? (
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
          // Pages load in part-number order: sorting only the loaded rows would mislead.
          sortable={false}
          virtualize
          minWidth={CATALOG_TABLE_MIN_WIDTH}
          onEndReached={onEndReached}
        />
      )}
      {isFetchNextPageError ? <ApiErrorAlert error={query.error} onRetry={loadMore} /> : null}
      <Group justify="space-between" gap="sm">
        <Text size="sm" role="status" aria-live="polite">
          <Quantity value={rows.length} /> {rows.length === 1 ? 'part' : 'parts'} loaded
          {hasNextPage ? '' : rows.length > 0 ? ': the whole catalog' : ''}
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

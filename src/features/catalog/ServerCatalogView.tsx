import { useCallback, useMemo } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { t } from '@lingui/core/macro';
import { Plural, Trans } from '@lingui/react/macro';
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
  // Built once per mount: a language switch mounts the app again (app/App.tsx).
  const columns = useMemo(() => catalogColumns(), []);
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
  const shown = rows.length;
  const total = loaded.length;

  // A failed page is not retried by scrolling (that would hammer a failing service): the button retries.
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const onEndReached = isFetchNextPageError ? undefined : loadMore;

  return (
    <Stack gap="md">
      {search.currency && search.currency !== saved ? (
        <PricesFromLink linkCurrency={search.currency} saved={saved} />
      ) : null}
      <SkippedRowsNotice skipped={skipped} />
      <LoadedFilters
        search={search}
        result={result}
        price={price}
        update={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })}
      />
      {loaded.length > 0 && rows.length === 0 ? (
        <EmptyState title={t`No loaded part matches these filters`}>
          <Trans>
            Clear a filter, or load more of the catalog: the filters apply to the parts loaded so far.
          </Trans>
        </EmptyState>
      ) : rows.length === 0 ? (
        <EmptyState title={t`The catalog is empty`}>
          <Trans>
            The service returned no parts. If you expected parts here, check the API settings or try again
            later.
          </Trans>
        </EmptyState>
      ) : (
        <DataTable
          data={rows}
          columns={columns}
          getRowId={(p) => p.part}
          label={t`Catalog parts`}
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
            <Trans>
              <Quantity value={shown} /> of <Quantity value={total} />{' '}
              <Plural value={total} one="part" other="parts" /> loaded
            </Trans>
          ) : (
            <Trans>
              <Quantity value={total} /> <Plural value={total} one="part" other="parts" /> loaded
            </Trans>
          )}
          {/* Each clause after the count is a message of its own, with its leading punctuation. */}
          {!hasNextPage && total > 0 ? t`: the whole catalog` : null}
          {hasNextPage && (filtered || search.sort)
            ? t`; filters and sorting apply to the loaded parts`
            : null}
          {isFetchingNextPage ? t`, loading more…` : null}
        </Text>
        {hasNextPage ? (
          <Button variant="light" onClick={loadMore} loading={isFetchingNextPage}>
            <Trans>Load more</Trans>
          </Button>
        ) : null}
      </Group>
      <CompareTray />
    </Stack>
  );
}

/** The prices follow a link's currency, not the saved one: say so and offer the saved one back. */
function PricesFromLink({ linkCurrency, saved }: { linkCurrency: string; saved: string }) {
  return (
    <Group gap="xs">
      <Text size="sm">{t`Prices are in ${linkCurrency}, as set by this link.`}</Text>
      <ButtonLink to="/parts" search={{}} variant="subtle" size="compact-sm">
        {t`Show prices in ${saved}`}
      </ButtonLink>
    </Group>
  );
}

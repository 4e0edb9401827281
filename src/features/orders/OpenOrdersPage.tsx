import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/PageHeader';
import { PanelBoundary } from '@/components/PanelBoundary';
import { useTableSearch } from '@/components/table/useTableSearch';
import { IgnoredFiltersNotice } from './IgnoredFiltersNotice';
import { findIgnoredFilters, openOrderChecks } from './ignoredFilters';
import { OpenOrdersForm } from './OpenOrdersForm';
import { OrderLinesView } from './OrderLinesView';
import { OrdersSummary } from './OrdersSummary';
import { OrdersTabs } from './OrdersTabs';
import { filtersOf, openOrdersFilters, openOrdersPageQuery, openOrdersRouteApi } from './ordersRoute';
import { useOrderLines } from './useOrderLines';

export function OpenOrdersPage() {
  useDocumentTitle('Open orders · Parts Portal');
  const search = openOrdersRouteApi.useSearch();
  const { view } = useTableSearch(openOrdersRouteApi);
  const navigate = openOrdersRouteApi.useNavigate();
  const filters = filtersOf(search);
  const paging = useOrderLines(useSuspenseInfiniteQuery(openOrdersPageQuery(filters)), search.line);
  const ignored = findIgnoredFilters(paging.lines, openOrderChecks(openOrdersFilters(filters)));

  return (
    <Stack gap="md">
      <PageHeader title="Open orders" description="Lines accepted and not yet fully shipped." />
      <OrdersTabs current="/orders" />
      <PanelBoundary loadingLabel="Loading the summary of your open lines…">
        <OrdersSummary />
      </PanelBoundary>
      <OpenOrdersForm
        key={JSON.stringify(filters)}
        filters={filters}
        // A filter change drops the open line: its Id belongs to the previous paging session.
        onApply={(next) =>
          void navigate({ search: (prev) => ({ ...next, sort: prev.sort, cols: prev.cols }) })
        }
      />
      <IgnoredFiltersNotice ignored={ignored} />
      <OrderLinesView
        {...paging}
        label="Open order lines"
        csvName="open-orders.csv"
        view={view}
        lineId={search.line}
        onCloseLine={() => void navigate({ search: (prev) => ({ ...prev, line: undefined }) })}
        emptyTitle="No open lines match"
        emptyText="Nothing is open with these filters. Clear a filter, or include received orders."
      />
    </Stack>
  );
}

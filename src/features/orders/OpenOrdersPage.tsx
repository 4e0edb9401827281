import { Stack } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { usePageTitle } from '@/components/usePageTitle';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/PageHeader';
import { PanelBoundary } from '@/components/PanelBoundary';
import { IgnoredFiltersNotice } from './IgnoredFiltersNotice';
import { findIgnoredFilters, openOrderChecks } from './ignoredFilters';
import { OpenOrdersForm } from './OpenOrdersForm';
import { OrderLinesBoundary } from './OrderLinesBoundary';
import { OrderLinesView } from './OrderLinesView';
import { OrdersSummary, OrdersSummarySkeleton } from './OrdersSummary';
import { OrdersTabs } from './OrdersTabs';
import {
  openOrdersFilters,
  openOrdersPageQuery,
  openOrdersRouteApi,
  type OpenOrdersSearch,
} from './ordersRoute';
import { useOrderLines } from './useOrderLines';
import { useOrderTab } from './useOrderTab';

function OpenLines() {
  const tab = useOrderTab<OpenOrdersSearch>(openOrdersRouteApi);
  const query = useSuspenseInfiniteQuery(openOrdersPageQuery(tab.filters));
  const paging = useOrderLines(query, tab.search.line, tab.filters.matchCount);
  const ignored = findIgnoredFilters(
    paging.lines,
    openOrderChecks(openOrdersFilters(tab.filters), query.dataUpdatedAt),
  );
  return (
    <>
      <IgnoredFiltersNotice ignored={ignored} />
      <OrderLinesView
        {...paging}
        {...tab.lineProps}
        label={t`Open order lines`}
        csvName="open-orders.csv"
        emptyTitle={t`No open lines match`}
        emptyText={t`Nothing is open with these filters. Clear a filter, or include received orders.`}
      />
    </>
  );
}

export function OpenOrdersPage() {
  usePageTitle(t`Open orders`);
  const tab = useOrderTab<OpenOrdersSearch>(openOrdersRouteApi);

  return (
    <Stack gap="md">
      <PageHeader title={t`Open orders`} description={t`Lines accepted and not yet fully shipped.`} />
      <OrdersTabs current="/orders" />
      <PanelBoundary loading={<OrdersSummarySkeleton />}>
        <OrdersSummary />
      </PanelBoundary>
      <OpenOrdersForm key={tab.formKey} filters={tab.filters} onApply={tab.applyFilters} />
      <OrderLinesBoundary>
        <OpenLines />
      </OrderLinesBoundary>
    </Stack>
  );
}

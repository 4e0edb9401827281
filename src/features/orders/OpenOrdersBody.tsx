import { Stack } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { PanelBoundary } from '@/components/PanelBoundary';
import { IgnoredFiltersNotice } from './IgnoredFiltersNotice';
import { findIgnoredFilters, openOrderChecks } from './ignoredFilters';
import { OpenOrdersForm } from './OpenOrdersForm';
import { OrderLinesBoundary } from './OrderLinesBoundary';
import { OrderLinesView } from './OrderLinesView';
import { OrdersSummary } from './OrdersSummary';
import { OrdersSummarySkeleton } from './OrdersSummarySkeleton';
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

/** What the open-orders tab shows below its heading and tabs: summary, filters and lines. */
export function OpenOrdersBody() {
  const tab = useOrderTab<OpenOrdersSearch>(openOrdersRouteApi);

  return (
    <Stack gap="md">
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

import { Stack } from '@mantine/core';
import { usePageTitle } from '@/components/usePageTitle';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/PageHeader';
import { EmptyState } from '@/components/States';
import { IgnoredFiltersNotice } from './IgnoredFiltersNotice';
import { findIgnoredFilters, orderSearchChecks } from './ignoredFilters';
import { OrderLinesBoundary } from './OrderLinesBoundary';
import { OrderLinesView } from './OrderLinesView';
import { OrderSearchForm } from './OrderSearchForm';
import { OrdersTabs } from './OrdersTabs';
import {
  orderSearchFilters,
  orderSearchPageQuery,
  orderSearchRouteApi,
  type OrderSearchSearch,
} from './ordersRoute';
import { useOrderLines } from './useOrderLines';
import { useOrderTab } from './useOrderTab';

function SearchLines({ term }: { term: string }) {
  const tab = useOrderTab<OrderSearchSearch>(orderSearchRouteApi);
  const paging = useOrderLines(
    useSuspenseInfiniteQuery(orderSearchPageQuery(tab.filters)),
    tab.search.line,
    tab.filters.matchCount,
  );
  const ignored = findIgnoredFilters(paging.lines, orderSearchChecks(orderSearchFilters(tab.filters)));
  return (
    <>
      <IgnoredFiltersNotice ignored={ignored} />
      <OrderLinesView
        {...paging}
        {...tab.lineProps}
        label="Order lines found"
        csvName="order-search.csv"
        highlight={term}
        emptyTitle={`No order line matches “${term}”`}
        emptyText="The term is matched against PO, confirmation and part numbers. Check it, or include cancelled lines."
      />
    </>
  );
}

export function OrderSearchPage() {
  usePageTitle('Order search');
  const tab = useOrderTab<OrderSearchSearch>(orderSearchRouteApi);
  const term = tab.filters.q;
  return (
    <Stack gap="md">
      <PageHeader
        title="Order search"
        description="Find lines by PO number, confirmation number or part number."
      />
      <OrdersTabs current="/orders/search" />
      <OrderSearchForm key={tab.formKey} filters={tab.filters} onApply={tab.applyFilters} />
      {term === undefined ? (
        <EmptyState title="Search your orders">
          Type a PO number, a confirmation number or a part number.
        </EmptyState>
      ) : (
        <OrderLinesBoundary>
          <SearchLines term={term} />
        </OrderLinesBoundary>
      )}
    </Stack>
  );
}

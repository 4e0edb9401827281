import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/PageHeader';
import { EmptyState } from '@/components/States';
import { useTableSearch } from '@/components/table/useTableSearch';
import { IgnoredFiltersNotice } from './IgnoredFiltersNotice';
import { findIgnoredFilters, orderSearchChecks } from './ignoredFilters';
import { OrderLinesView } from './OrderLinesView';
import { OrderSearchForm } from './OrderSearchForm';
import { OrdersTabs } from './OrdersTabs';
import {
  filtersOf,
  orderSearchFilters,
  orderSearchPageQuery,
  orderSearchRouteApi,
  type OrderSearchSearch,
} from './ordersRoute';
import { useOrderLines } from './useOrderLines';

function SearchLines({ search, term }: { search: OrderSearchSearch; term: string }) {
  const navigate = orderSearchRouteApi.useNavigate();
  const { view } = useTableSearch(orderSearchRouteApi);
  const filters = filtersOf(search);
  const paging = useOrderLines(useSuspenseInfiniteQuery(orderSearchPageQuery(filters)), search.line);
  const ignored = findIgnoredFilters(paging.lines, orderSearchChecks(orderSearchFilters(filters)));
  return (
    <>
      <IgnoredFiltersNotice ignored={ignored} />
      <OrderLinesView
        {...paging}
        label="Order lines found"
        csvName="order-search.csv"
        view={view}
        lineId={search.line}
        onCloseLine={() => void navigate({ search: (prev) => ({ ...prev, line: undefined }) })}
        highlight={term}
        emptyTitle={`No order line matches “${term}”`}
        emptyText="The term is matched against PO, confirmation and part numbers. Check it, or include cancelled lines."
      />
    </>
  );
}

export function OrderSearchPage() {
  useDocumentTitle('Order search · Parts Portal');
  const search = orderSearchRouteApi.useSearch();
  const navigate = orderSearchRouteApi.useNavigate();
  const filters = filtersOf(search);
  return (
    <Stack gap="md">
      <PageHeader
        title="Order search"
        description="Find lines by PO number, confirmation number or part number."
      />
      <OrdersTabs current="/orders/search" />
      <OrderSearchForm
        key={JSON.stringify(filters)}
        filters={filters}
        onApply={(next) =>
          void navigate({ search: (prev) => ({ ...next, sort: prev.sort, cols: prev.cols }) })
        }
      />
      {search.q === undefined ? (
        <EmptyState title="Search your orders">
          Type a PO number, a confirmation number or a part number.
        </EmptyState>
      ) : (
        <SearchLines search={search} term={search.q} />
      )}
    </Stack>
  );
}

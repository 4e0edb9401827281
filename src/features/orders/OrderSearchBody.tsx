import { Stack } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { EmptyState } from '@/components/States';
import { IgnoredFiltersNotice } from './IgnoredFiltersNotice';
import { findIgnoredFilters, orderSearchChecks } from './ignoredFilters';
import { OrderLinesBoundary } from './OrderLinesBoundary';
import { OrderLinesView } from './OrderLinesView';
import { OrderSearchForm } from './OrderSearchForm';
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
        label={t`Order lines found`}
        csvName="order-search.csv"
        highlight={term}
        emptyTitle={t`No order line matches “${term}”`}
        emptyText={t`The term is matched against PO, confirmation and part numbers. Check it, or include cancelled lines.`}
      />
    </>
  );
}

export function OrderSearchBody() {
  const tab = useOrderTab<OrderSearchSearch>(orderSearchRouteApi);
  const term = tab.filters.q;
  return (
    <Stack gap="md">
      <OrderSearchForm key={tab.formKey} filters={tab.filters} onApply={tab.applyFilters} />
      {term === undefined ? (
        <EmptyState title={t`Search your orders`}>
          <Trans>Type a PO number, a confirmation number or a part number.</Trans>
        </EmptyState>
      ) : (
        <OrderLinesBoundary>
          <SearchLines term={term} />
        </OrderLinesBoundary>
      )}
    </Stack>
  );
}

import { Stack } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { orderHistoryParams } from '@/api/params';
import { EmptyState } from '@/components/States';
import { historyNeedsAFilter, ORDER_HISTORY_FILTERS, type FilterDeclarations } from '@/model/orderFilters';
import { IgnoredFiltersNotice } from './IgnoredFiltersNotice';
import { findIgnoredFilters, orderHistoryChecks, shipmentsIgnored } from './ignoredFilters';
import { OrderHistoryForm } from './OrderHistoryForm';
import { OrderLinesBoundary } from './OrderLinesBoundary';
import { OrderLinesView } from './OrderLinesView';
import {
  historyRuleBroken,
  orderHistoryFilters,
  orderHistoryPageQuery,
  orderHistoryRouteApi,
  type OrderHistorySearch,
} from './ordersRoute';
import { useOrderLines } from './useOrderLines';
import { useOrderTab } from './useOrderTab';

/** The history's optional filters (text, numbers, dates): given when the URL holds a value for one. */
const VALUE_FILTERS = Object.entries(ORDER_HISTORY_FILTERS as FilterDeclarations)
  .filter(([, d]) => d.kind === 'text' || d.kind === 'whole' || d.kind === 'day')
  .map(([key]) => key);

function HistoryLines() {
  const tab = useOrderTab<OrderHistorySearch>(orderHistoryRouteApi);
  const filters = orderHistoryFilters(tab.filters);
  const paging = useOrderLines(
    useSuspenseInfiniteQuery(orderHistoryPageQuery(tab.filters)),
    tab.search.line,
    tab.filters.matchCount,
  );
  const ignored = findIgnoredFilters(paging.lines, orderHistoryChecks(filters));
  if (shipmentsIgnored(paging.lines, filters.includeShipments) && paging.lines[0])
    ignored.push({
      param: orderHistoryParams().includeShipments,
      label: t`shipments with each line`,
      example: paging.lines[0],
    });
  return (
    <>
      <IgnoredFiltersNotice ignored={ignored} />
      <OrderLinesView
        {...paging}
        {...tab.lineProps}
        label={t`Order history lines`}
        csvName="order-history.csv"
        withShipments={filters.includeShipments}
        emptyTitle={t`No lines match`}
        emptyText={t`No order line matches these filters. Widen the date range, or include cancelled lines.`}
      />
    </>
  );
}

export function OrderHistoryBody() {
  const tab = useOrderTab<OrderHistorySearch>(orderHistoryRouteApi);
  const values: Readonly<Record<string, unknown>> = tab.filters;
  const anyGiven = VALUE_FILTERS.some((key) => values[key] !== undefined);

  return (
    <Stack gap="md">
      <OrderHistoryForm
        key={tab.formKey}
        filters={tab.filters}
        anyGiven={anyGiven}
        onApply={tab.applyFilters}
      />
      {historyRuleBroken(tab.filters) ? (
        <EmptyState title={anyGiven ? t`Fix the filters above` : t`Choose what to look up`}>
          {anyGiven
            ? t`The history needs the filters to follow its rules; nothing was sent.`
            : historyNeedsAFilter()}
        </EmptyState>
      ) : (
        <OrderLinesBoundary>
          <HistoryLines />
        </OrderLinesBoundary>
      )}
    </Stack>
  );
}

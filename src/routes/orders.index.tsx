import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { OpenOrdersPage } from '@/features/orders/OpenOrdersPage';
import {
  filtersOf,
  openOrdersPageQuery,
  openOrdersSearchDefaults,
  openOrdersSearchSchema,
} from '@/features/orders/ordersRoute';

export const Route = createFileRoute('/orders/')({
  validateSearch: openOrdersSearchSchema,
  // Defaults stay out of the address: /orders, not /orders?orderType=all&….
  search: { middlewares: [stripSearchParams(openOrdersSearchDefaults)] },
  loaderDeps: ({ search }) => filtersOf(search),
  // Started, not awaited: the heading and filters paint while the first page of lines is on its way
  // (OrderLinesBoundary), and a failing page shows there, below the filters that can change it.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchInfiniteQuery(openOrdersPageQuery(deps));
  },
  component: OpenOrdersPage,
});

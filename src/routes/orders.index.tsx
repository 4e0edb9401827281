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
  loader: ({ context, deps }) => context.queryClient.ensureInfiniteQueryData(openOrdersPageQuery(deps)),
  component: OpenOrdersPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { stripSearchDefaults } from '@/components/stripSearchDefaults';
import { OpenOrdersPage } from '@/features/orders/OpenOrdersPage';
import { filtersOf, openOrdersPageQuery, openOrdersSearchSchema } from '@/features/orders/ordersRoute';

export const Route = createFileRoute('/orders/')({
  validateSearch: openOrdersSearchSchema,
  // Defaults stay out of the address: /orders, not /orders?orderType=all&….
  search: { middlewares: [stripSearchDefaults(openOrdersSearchSchema)] },
  loaderDeps: ({ search }) => filtersOf(search),
  // Started, not awaited: the heading and tabs paint while the first page of lines and the tab's body
  // (filters and table) are on their way, and a failing page shows below the filters that can change it.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchInfiniteQuery(openOrdersPageQuery(deps));
  },
  component: OpenOrdersPage,
});

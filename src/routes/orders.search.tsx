import { createFileRoute } from '@tanstack/react-router';
import { stripSearchDefaults } from '@/components/stripSearchDefaults';
import { OrderSearchPage } from '@/features/orders/OrderSearchPage';
import { filtersOf, orderSearchPageQuery, orderSearchSearchSchema } from '@/features/orders/ordersRoute';

export const Route = createFileRoute('/orders/search')({
  validateSearch: orderSearchSearchSchema,
  // Defaults stay out of the address: /orders/search?q=…, not …&orderType=all&….
  search: { middlewares: [stripSearchDefaults(orderSearchSearchSchema)] },
  loaderDeps: ({ search }) => filtersOf(search),
  // An empty term sends nothing: the page asks for one. Started, not awaited: the heading and tabs
  // paint while the first page of lines and the tab's body are on their way.
  loader: ({ context, deps }) => {
    if (deps.q !== undefined) void context.queryClient.prefetchInfiniteQuery(orderSearchPageQuery(deps));
  },
  component: OrderSearchPage,
});

import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { OrderSearchPage } from '@/features/orders/OrderSearchPage';
import {
  filtersOf,
  orderSearchPageQuery,
  orderSearchSearchDefaults,
  orderSearchSearchSchema,
} from '@/features/orders/ordersRoute';

export const Route = createFileRoute('/orders/search')({
  validateSearch: orderSearchSearchSchema,
  // Defaults stay out of the address: /orders/search?q=…, not …&orderType=all&….
  search: { middlewares: [stripSearchParams(orderSearchSearchDefaults)] },
  loaderDeps: ({ search }) => filtersOf(search),
  // An empty term sends nothing: the page asks for one. Started, not awaited: the heading and tabs
  // paint while the first page of lines and the tab's body are on their way.
  loader: ({ context, deps }) => {
    if (deps.q !== undefined) void context.queryClient.prefetchInfiniteQuery(orderSearchPageQuery(deps));
  },
  component: OrderSearchPage,
});

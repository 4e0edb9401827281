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
  // An empty term sends nothing: the page asks for one.
  loader: ({ context, deps }) =>
    deps.q === undefined
      ? undefined
      : context.queryClient.ensureInfiniteQueryData(orderSearchPageQuery(deps)),
  component: OrderSearchPage,
});

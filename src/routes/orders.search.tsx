import { createFileRoute } from '@tanstack/react-router';
import { OrderSearchPage } from '@/features/orders/OrderSearchPage';
import { filtersOf, orderSearchPageQuery, orderSearchSearchSchema } from '@/features/orders/ordersRoute';

export const Route = createFileRoute('/orders/search')({
  validateSearch: orderSearchSearchSchema,
  loaderDeps: ({ search }) => filtersOf(search),
  // An empty term sends nothing: the page asks for one.
  loader: ({ context, deps }) =>
    deps.q === undefined
      ? undefined
      : context.queryClient.ensureInfiniteQueryData(orderSearchPageQuery(deps)),
  component: OrderSearchPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { OpenOrdersPage } from '@/features/orders/OpenOrdersPage';
import { filtersOf, openOrdersPageQuery, openOrdersSearchSchema } from '@/features/orders/ordersRoute';

export const Route = createFileRoute('/orders/')({
  validateSearch: openOrdersSearchSchema,
  loaderDeps: ({ search }) => filtersOf(search),
  loader: ({ context, deps }) => context.queryClient.ensureInfiniteQueryData(openOrdersPageQuery(deps)),
  component: OpenOrdersPage,
});

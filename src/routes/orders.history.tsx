import { createFileRoute } from '@tanstack/react-router';
import { stripSearchDefaults } from '@/components/stripSearchDefaults';
import { OrderHistoryPage } from '@/features/orders/OrderHistoryPage';
import {
  filtersOf,
  historyRuleBroken,
  orderHistoryPageQuery,
  orderHistorySearchSchema,
} from '@/features/orders/ordersRoute';

export const Route = createFileRoute('/orders/history')({
  validateSearch: orderHistorySearchSchema,
  // Defaults stay out of the address (includeShipments=true, orderType=all, …).
  search: { middlewares: [stripSearchDefaults(orderHistorySearchSchema)] },
  loaderDeps: ({ search }) => filtersOf(search),
  // Nothing is sent until the history rules hold; the page shows the form and what is missing. Started,
  // not awaited: the heading and tabs paint while the first page of lines and the tab's body are on their way.
  loader: ({ context, deps }) => {
    if (!historyRuleBroken(deps)) void context.queryClient.prefetchInfiniteQuery(orderHistoryPageQuery(deps));
  },
  component: OrderHistoryPage,
});

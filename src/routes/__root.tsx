import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppLayout } from '@/app/AppLayout';
import { NotFound } from '@/components/NotFound';
import { StockWatcher } from '@/features/availability/StockWatcher';

/** The shell, and beside it the stock watcher: it polls on every page while anything is watched. */
function Root() {
  return (
    <>
      <StockWatcher />
      <AppLayout />
    </>
  );
}

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: Root,
  notFoundComponent: NotFound,
});

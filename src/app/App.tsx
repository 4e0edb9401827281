import { lazy, Suspense, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { AppRouter } from './router';
import { theme } from './theme';
import { cssVariablesResolver } from './cssVariables';
import { DemoContext } from '@/lib/demo';

// The notifications container (transitions, portal) loads when the first notification is shown, not with
// the first page (docs/performance.md counts everything a page loads). Until it arrives the notification
// waits in Mantine's store (a small module of its own) and appears when the container mounts.
const Notifications = lazy(() =>
  import('./notificationsContainer').then((m) => ({ default: m.Notifications })),
);

function NotificationsOnDemand() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  // Latched: once mounted the container stays, so a notification's exit transition can run.
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  ) : null;
}

type AppProps = {
  queryClient: QueryClient;
  /** Made and set loading by `startAppRouter` before the first render. */
  router: AppRouter;
  /** Demo mode only: the mock backend's control panel, shown from the "Demo data" badge. */
  demoPanel?: ReactNode;
};

export function App({ queryClient, router, demoPanel }: AppProps) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver}>
      <NotificationsOnDemand />
      <QueryClientProvider client={queryClient}>
        <DemoContext value={{ isDemo: demoPanel !== undefined, panel: demoPanel ?? null }}>
          <RouterProvider router={router} />
        </DemoContext>
      </QueryClientProvider>
    </MantineProvider>
  );
}

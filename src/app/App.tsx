import { lazy, Suspense, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { createQueryClient } from './queryClient';
import { createAppRouter } from './router';
import { theme } from './theme';
import { cssVariablesResolver } from './cssVariables';
import { DemoContext } from '@/lib/demo';

// The notifications container (transitions, portal) loads after the first render; notifications shown
// before it arrives wait in Mantine's store and appear when it mounts.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

type AppProps = {
  /** Demo mode only: the mock backend's control panel, shown from the "Demo data" badge. */
  demoPanel?: ReactNode;
};

export function App({ demoPanel }: AppProps) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver}>
      <Suspense fallback={null}>
        <Notifications position="top-right" />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        <DemoContext value={{ isDemo: demoPanel !== undefined, panel: demoPanel ?? null }}>
          <RouterProvider router={router} />
        </DemoContext>
      </QueryClientProvider>
    </MantineProvider>
  );
}

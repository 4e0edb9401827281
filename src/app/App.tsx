import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { AppRouter } from './router';
import { theme } from './theme';
import { DemoContext } from '@/lib/demo';
import { currentLanguage, subscribeLanguage } from '@/lib/i18n';
import { useNotificationsWanted } from '@/components/notify';

// The notifications container loads when the first notification is shown (components/notify.ts), in the
// chunk that also holds their store: a first page carries neither (docs/performance.md counts all it loads).
const Notifications = lazy(() =>
  import('@/components/notificationCenter').then((m) => ({ default: m.Notifications })),
);

function NotificationsOnDemand() {
  // Once mounted the container stays, so a notification's exit transition can run.
  return useNotificationsWanted() ? (
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
  // A new language renders the app again from the top (the router's place, the query cache and stored
  // drafts are kept): every text is looked up during render, so nothing can stay in the old language.
  const language = useSyncExternalStore(subscribeLanguage, currentLanguage, currentLanguage);
  return (
    // The theme's CSS variables are a stylesheet of the build (themeVariables.css, main.tsx): Mantine would
    // work them out and write them into the page at every start and every render of the app.
    <MantineProvider theme={theme} defaultColorScheme="auto" withCssVariables={false}>
      <NotificationsOnDemand />
      <QueryClientProvider client={queryClient}>
        <DemoContext value={{ isDemo: demoPanel !== undefined, panel: demoPanel ?? null }}>
          <RouterProvider key={language} router={router} />
        </DemoContext>
      </QueryClientProvider>
    </MantineProvider>
  );
}

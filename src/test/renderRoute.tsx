import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { createQueryClient } from '@/app/queryClient';
import { createAppRouter } from '@/app/router';
import { theme } from '@/app/theme';
import { DemoContext } from '@/lib/demo';

/** Renders the real route tree at a URL, with the app's providers, for component tests. */
export async function renderRoute(url: string, options: { demo?: boolean } = {}) {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  const result = render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <DemoContext value={{ isDemo: Boolean(options.demo), panel: null }}>
          <RouterProvider router={router} />
        </DemoContext>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, router, queryClient };
}

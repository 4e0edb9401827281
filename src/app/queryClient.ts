import { QueryCache, QueryClient } from '@tanstack/react-query';

/**
 * One QueryClient per app instance (created in main.tsx and in tests, never imported as a singleton).
 * The API module retries transient failures itself with backoff, so React Query does not retry on top.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache(),
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

import { useCallback } from 'react';
import { useRouter } from '@tanstack/react-router';

/** Opens the search page for a term; an empty term does nothing. */
export function useOpenSearch(): (term: string) => void {
  const router = useRouter();
  return useCallback(
    (term: string) => {
      const q = term.trim();
      if (q) void router.navigate({ to: '/search', search: { q } });
    },
    [router],
  );
}

import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { getApiConfig } from '@/api/config';
import { localCatalogDb, localCatalogScope, type LocalCatalogDb } from '@/lib/localCatalog';
import { useSettings } from '@/lib/useSettings';

const localKeys = {
  all: ['localCatalog'] as const,
  scope: (scope: string) => [...localKeys.all, scope] as const,
};

function partsQueryOptions(scope: string, db: LocalCatalogDb) {
  return queryOptions({
    queryKey: [...localKeys.scope(scope), 'parts'],
    queryFn: () => db.parts.orderBy('part').toArray(),
    staleTime: Infinity,
  });
}

function syncQueryOptions(scope: string, db: LocalCatalogDb) {
  return queryOptions({
    queryKey: [...localKeys.scope(scope), 'sync'],
    queryFn: () => db.readSync(),
    staleTime: Infinity,
  });
}

/** The local copy of the current base URL and token: its parts, its sync state, and a way to re-read both. */
export function useLocalCatalog() {
  const { token } = useSettings();
  const { baseUrl, prefixes } = getApiConfig();
  const scope = localCatalogScope(`${baseUrl} ${JSON.stringify(prefixes)}`, token);
  const db = localCatalogDb(scope);
  const queryClient = useQueryClient();
  const parts = useQuery(partsQueryOptions(scope, db));
  const sync = useQuery(syncQueryOptions(scope, db));
  const reread = () => queryClient.invalidateQueries({ queryKey: localKeys.scope(scope) });
  return { scope, db, parts, sync, reread };
}

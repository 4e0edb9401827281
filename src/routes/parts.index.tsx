import { createFileRoute } from '@tanstack/react-router';
import { stripSearchDefaults } from '@/components/stripSearchDefaults';
import { BrowsePage } from '@/features/catalog/BrowsePage';
import { catalogPageQueryOptions, catalogSearchSchema } from '@/features/catalog/catalogRoute';
import { localCatalogBody, serverCatalogBody } from '@/features/catalog/catalogBodies';
import { displayCurrency } from '@/lib/currencyParam';

export const Route = createFileRoute('/parts/')({
  validateSearch: catalogSearchSchema,
  // Defaults stay out of the address: /parts, not /parts?view=pages&lq=&pq=1.
  search: { middlewares: [stripSearchDefaults(catalogSearchSchema)] },
  loaderDeps: ({ search }) => ({ currency: search.currency, view: search.view }),
  // Started, not awaited: the heading paints while the view's body and the first page of parts are on
  // their way, and a failing page shows below the heading. The local copy reads IndexedDB, not the server.
  loader: ({ context, deps }) => {
    if (deps.view === 'local') {
      void localCatalogBody.preload();
      return;
    }
    void serverCatalogBody.preload();
    void context.queryClient.prefetchInfiniteQuery(catalogPageQueryOptions(displayCurrency(deps.currency)));
  },
  component: BrowsePage,
});

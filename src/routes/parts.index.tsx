import { createFileRoute } from '@tanstack/react-router';
import { stripSearchDefaults } from '@/components/stripSearchDefaults';
import { BrowsePage } from '@/features/catalog/BrowsePage';
import { catalogPageQueryOptions, catalogSearchSchema } from '@/features/catalog/catalogRoute';
import { displayCurrency } from '@/lib/currencyParam';

export const Route = createFileRoute('/parts/')({
  validateSearch: catalogSearchSchema,
  // Defaults stay out of the address: /parts, not /parts?view=pages&lq=&pq=1.
  search: { middlewares: [stripSearchDefaults(catalogSearchSchema)] },
  loaderDeps: ({ search }) => ({ currency: search.currency, view: search.view }),
  // The local copy reads IndexedDB, not the server's first page.
  loader: ({ context, deps }) =>
    deps.view === 'local'
      ? undefined
      : context.queryClient.ensureInfiniteQueryData(catalogPageQueryOptions(displayCurrency(deps.currency))),
  component: BrowsePage,
});

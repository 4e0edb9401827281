import { createFileRoute } from '@tanstack/react-router';
import { catalogInfiniteQueryOptions } from '@/api/catalog';
import { CatalogPage } from '@/features/catalog/CatalogPage';
import { catalogSearchSchema } from '@/features/catalog/catalogSearch';
import { getSettings } from '@/lib/settings';

export const Route = createFileRoute('/parts/')({
  validateSearch: catalogSearchSchema,
  loaderDeps: ({ search }) => ({ currency: search.currency }),
  // The first page only; later pages load as the table scrolls.
  loader: ({ context, deps }) =>
    context.queryClient.ensureInfiniteQueryData(
      catalogInfiniteQueryOptions({ isoCurrencyCode: deps.currency ?? getSettings().currency }),
    ),
  component: CatalogPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { CatalogPage } from '@/features/catalog/CatalogPage';
import { catalogPageQueryOptions, catalogSearchSchema } from '@/features/catalog/catalogRoute';
import { displayCurrency } from '@/lib/currencyParam';

export const Route = createFileRoute('/parts/')({
  validateSearch: catalogSearchSchema,
  loaderDeps: ({ search }) => ({ currency: search.currency }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureInfiniteQueryData(catalogPageQueryOptions(displayCurrency(deps.currency))),
  component: CatalogPage,
});

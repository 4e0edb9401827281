import { createFileRoute } from '@tanstack/react-router';
import { partLookupParams, partQueryOptions } from '@/api/catalog';
import { PartDetailPage } from '@/features/part/PartDetailPage';
import { PartPending } from '@/features/part/PartPending';
import { partSearchSchema } from '@/features/part/partRoute';
import { getSettings } from '@/lib/settings';

export const Route = createFileRoute('/parts/$part')({
  validateSearch: partSearchSchema,
  loaderDeps: ({ search }) => ({ currency: search.currency }),
  loader: ({ context, params, deps }) =>
    context.queryClient.ensureQueryData(
      partQueryOptions(params.part, partLookupParams(deps.currency ?? getSettings().currency)),
    ),
  pendingComponent: PartPending,
  component: PartDetailPage,
});

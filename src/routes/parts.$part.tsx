import { createFileRoute } from '@tanstack/react-router';
import { PartDetailPage } from '@/features/part/PartDetailPage';
import { PartPending } from '@/features/part/PartPending';
import { partPageQueryOptions, partSearchSchema } from '@/features/part/partRoute';
import { displayCurrency } from '@/lib/currencyParam';

export const Route = createFileRoute('/parts/$part')({
  validateSearch: partSearchSchema,
  loaderDeps: ({ search }) => ({ currency: search.currency }),
  loader: ({ context, params, deps }) =>
    context.queryClient.ensureQueryData(partPageQueryOptions(params.part, displayCurrency(deps.currency))),
  pendingComponent: PartPending,
  component: PartDetailPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { customerPricingQueryOptions } from '@/api/pricing';
import { PricingPage } from '@/features/pricing/PricingPage';
import { customerPricingParams, pricingSearchSchema } from '@/features/pricing/pricingRoute';
import { getSettings } from '@/lib/settings';

export const Route = createFileRoute('/pricing')({
  validateSearch: pricingSearchSchema,
  loaderDeps: ({ search }) => search,
  // Nothing is asked until a part is given. prefetchQuery, not ensureQueryData: a failing price request
  // is shown by the result panel's own boundary, so the form (and what was typed) stays on screen.
  loader: ({ context, deps }) =>
    deps.part
      ? context.queryClient.prefetchQuery(
          customerPricingQueryOptions(
            deps.part,
            customerPricingParams(deps, deps.currency ?? getSettings().currency),
          ),
        )
      : undefined,
  component: PricingPage,
});

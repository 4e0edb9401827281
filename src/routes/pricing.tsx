import { createFileRoute } from '@tanstack/react-router';
import { PricingPage } from '@/features/pricing/PricingPage';
import { pricingPageQueryOptions, pricingSearchSchema } from '@/features/pricing/pricingRoute';
import { displayCurrency } from '@/lib/currencyParam';

export const Route = createFileRoute('/pricing')({
  validateSearch: pricingSearchSchema,
  loaderDeps: ({ search }) => search,
  // Nothing is asked until a part is given. prefetchQuery, not ensureQueryData: a failing price request
  // is shown by the result panel's own boundary, so the form (and what was typed) stays on screen.
  loader: ({ context, deps }) =>
    deps.part
      ? context.queryClient.prefetchQuery(
          pricingPageQueryOptions(deps.part, deps, displayCurrency(deps.currency)),
        )
      : undefined,
  component: PricingPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { ComparePage } from '@/features/compare/ComparePage';
import { comparePartQueryOptions, compareSearchSchema } from '@/features/compare/compareRoute';
import { limitCompareParts } from '@/lib/compareParts';
import { displayCurrency } from '@/lib/currencyParam';

export const Route = createFileRoute('/compare')({
  validateSearch: compareSearchSchema,
  loaderDeps: ({ search }) => ({ parts: search.parts, currency: search.currency }),
  // prefetchQuery, not ensureQueryData: one failing part must not fail the page (its column says so).
  loader: async ({ context, deps }) => {
    const currency = displayCurrency(deps.currency);
    const parts = limitCompareParts(deps.parts)?.parts ?? [];
    await Promise.all(
      parts.map((p) => context.queryClient.prefetchQuery(comparePartQueryOptions(p, currency))),
    );
  },
  component: ComparePage,
});

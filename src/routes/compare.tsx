import { createFileRoute } from '@tanstack/react-router';
import { partQueryOptions } from '@/api/catalog';
import { ComparePage } from '@/features/compare/ComparePage';
import { parseCompareParts } from '@/lib/compareParts';
import { compareSearchSchema } from '@/features/compare/compareSearch';
import { getSettings } from '@/lib/settings';

export const Route = createFileRoute('/compare')({
  validateSearch: compareSearchSchema,
  loaderDeps: ({ search }) => ({ parts: search.parts, currency: search.currency }),
  // prefetchQuery, not ensureQueryData: one failing part must not fail the page (its column says so).
  loader: async ({ context, deps }) => {
    const isoCurrencyCode = deps.currency ?? getSettings().currency;
    const parts = parseCompareParts(deps.parts) ?? [];
    await Promise.all(
      parts.map((p) => context.queryClient.prefetchQuery(partQueryOptions(p, { isoCurrencyCode }))),
    );
  },
  component: ComparePage,
});

import { createFileRoute } from '@tanstack/react-router';
import { quotesQueryOptions } from '@/api/quotes';
import { QuotesPage } from '@/features/quotes/QuotesPage';
import { quotesPageParams, quotesSearchSchema } from '@/features/quotes/quotesRoute';

export const Route = createFileRoute('/quotes')({
  validateSearch: quotesSearchSchema,
  loaderDeps: ({ search }) => quotesPageParams(search),
  // prefetchQuery, not ensureQueryData: a failing list shows in the table's own boundary, below the
  // filters, so the filters stay usable.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(quotesQueryOptions(deps)),
  component: QuotesPage,
});

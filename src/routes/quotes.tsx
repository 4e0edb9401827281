import { createFileRoute } from '@tanstack/react-router';
import { stripSearchDefaults } from '@/components/stripSearchDefaults';
import { QuotesPage } from '@/features/quotes/QuotesPage';
import { quotesPageQueryOptions, quotesSearchSchema } from '@/features/quotes/quotesRoute';

export const Route = createFileRoute('/quotes')({
  validateSearch: quotesSearchSchema,
  // Defaults stay out of the address: /quotes, not /quotes?current=true&page=1.
  search: { middlewares: [stripSearchDefaults(quotesSearchSchema)] },
  loaderDeps: ({ search }) => search,
  // prefetchQuery, not ensureQueryData: a failing list shows in the table's own boundary, below the
  // filters, so the filters stay usable.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(quotesPageQueryOptions(deps)),
  component: QuotesPage,
});

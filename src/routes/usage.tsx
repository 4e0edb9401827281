import { createFileRoute } from '@tanstack/react-router';
import { UsagePage } from '@/features/usage/UsagePage';
import { loadUsagePage, usageSearchSchema } from '@/features/usage/usageRoute';

export const Route = createFileRoute('/usage')({
  validateSearch: usageSearchSchema,
  loaderDeps: ({ search }) => ({ api: search.api, date: search.date, trace: search.trace }),
  loader: ({ context, deps }) => loadUsagePage(context.queryClient, deps),
  component: UsagePage,
});

import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { UsagePage } from '@/features/usage/UsagePage';
import { loadUsagePage, usageSearchDefaults, usageSearchSchema } from '@/features/usage/usageRoute';

export const Route = createFileRoute('/usage')({
  validateSearch: usageSearchSchema,
  // Defaults stay out of the address: /usage, not /usage?sumSort=date.desc&code=all&sort=time.asc.
  search: { middlewares: [stripSearchParams(usageSearchDefaults)] },
  loaderDeps: ({ search }) => ({ api: search.api, date: search.date, trace: search.trace }),
  loader: ({ context, deps }) => loadUsagePage(context.queryClient, deps),
  component: UsagePage,
});

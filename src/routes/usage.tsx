import { createFileRoute } from '@tanstack/react-router';
import { stripSearchDefaults } from '@/components/stripSearchDefaults';
import { UsagePage } from '@/features/usage/UsagePage';
import { loadUsagePage, usageSearchSchema } from '@/features/usage/usageRoute';

export const Route = createFileRoute('/usage')({
  validateSearch: usageSearchSchema,
  // Defaults stay out of the address: /usage, not /usage?sumSort=date.desc&code=all&sort=time.asc.
  search: { middlewares: [stripSearchDefaults(usageSearchSchema)] },
  loaderDeps: ({ search }) => ({ api: search.api, date: search.date, trace: search.trace }),
  loader: ({ context, deps }) => loadUsagePage(context.queryClient, deps),
  component: UsagePage,
});

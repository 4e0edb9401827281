import { createFileRoute, redirect } from '@tanstack/react-router';
import { AvailabilityPage } from '@/features/availability/AvailabilityPage';
import {
  availabilityPageQueryOptions,
  availabilitySearchSchema,
  defaultSince,
} from '@/features/availability/availabilityRoute';

export const Route = createFileRoute('/availability')({
  validateSearch: availabilitySearchSchema,
  // No (or a bad) `since`: the last 24 hours, written into the URL so the window shown is the one shared.
  beforeLoad: ({ search }) => {
    if (search.since === undefined) {
      throw redirect({ to: '/availability', search: { ...search, since: defaultSince() }, replace: true });
    }
  },
  loaderDeps: ({ search }) => ({ since: search.since ?? defaultSince() }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureInfiniteQueryData(availabilityPageQueryOptions(deps.since)),
  component: AvailabilityPage,
});

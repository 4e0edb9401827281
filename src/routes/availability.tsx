import { createFileRoute, redirect } from '@tanstack/react-router';
import { availabilityInfiniteQueryOptions } from '@/api/catalog';
import { AvailabilityPage } from '@/features/availability/AvailabilityPage';
import {
  availabilityParams,
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
    context.queryClient.ensureInfiniteQueryData(
      availabilityInfiniteQueryOptions(availabilityParams(deps.since)),
    ),
  component: AvailabilityPage,
});

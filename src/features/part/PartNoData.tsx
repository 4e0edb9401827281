import { Stack } from '@mantine/core';
import { EmptyState } from '@/components/States';
import { PageHeader } from '@/components/PageHeader';
import { HrefLink } from '@/components/HrefLink';

/** 204/404 from the lookup: a well-formed part number the service has no data for. */
export function PartNoData({ partNumber }: { partNumber: string }) {
  return (
    <Stack maw={960}>
      <PageHeader title={partNumber} />
      <EmptyState
        title="No data for this part number"
        action={
          <HrefLink href={`/search?q=${encodeURIComponent(partNumber)}`} fw={600}>
            Search the catalog for “{partNumber}”
          </HrefLink>
        }
      >
        The catalog has no part with exactly this number. It may be mistyped, or listed under a slightly
        different number: a search finds close matches.
      </EmptyState>
    </Stack>
  );
}

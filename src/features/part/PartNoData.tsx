import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { searchPartsQueryOptions } from '@/api/catalog';
import { EmptyState } from '@/components/States';
import { PageHeader } from '@/components/PageHeader';
import { AnchorLink } from '@/components/links';
import { PartLink } from '@/components/table/PartLink';

/**
 * The closest real part number: a typed URL loses everything after '#' (WBR-004-080-ST#LF arrives as
 * WBR-004-080-ST), so the URL's fragment is tried first, then the shortest hit that starts with the number.
 */
export function closestPart(
  partNumber: string,
  hits: readonly string[],
  fragment: string,
): string | undefined {
  const upper = partNumber.toUpperCase();
  const withFragment = `${partNumber}${fragment}`.toUpperCase();
  const starts = hits.filter((h) => h.toUpperCase().startsWith(upper) && h.toUpperCase() !== upper);
  return (
    starts.find((h) => fragment !== '' && h.toUpperCase() === withFragment) ??
    [...starts].sort((a, b) => a.length - b.length || a.localeCompare(b))[0]
  );
}

/** 204/404 from the lookup: a well-formed part number the service has no data for. */
export function PartNoData({ partNumber }: { partNumber: string }) {
  const search = useQuery(searchPartsQueryOptions({ query: partNumber, resultCount: 10 }));
  const fragment = typeof window !== 'undefined' ? decodeURIComponent(window.location.hash) : '';
  const suggestion = closestPart(
    partNumber,
    (search.data?.items ?? []).map((h) => h.part),
    fragment,
  );
  return (
    <Stack maw={960}>
      <PageHeader title={partNumber} />
      <EmptyState
        title={t`No data for this part number`}
        action={
          <Stack gap="xs" align="center">
            {suggestion ? (
              <Text fw={600}>
                <Trans>
                  Did you mean <PartLink part={suggestion} />?
                </Trans>
              </Text>
            ) : null}
            <AnchorLink to="/search" search={{ q: partNumber }} fw={600}>
              <Trans>Search the catalog for “{partNumber}”</Trans>
            </AnchorLink>
          </Stack>
        }
      >
        <Trans>
          The catalog has no part with exactly this number. It may be mistyped, or listed under a slightly
          different number: a search finds close matches.
        </Trans>
      </EmptyState>
    </Stack>
  );
}

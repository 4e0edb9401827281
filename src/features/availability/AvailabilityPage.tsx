import { Grid, Stack } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { usePageTitle } from '@/components/usePageTitle';
import { PageHeader } from '@/components/PageHeader';
import { PanelBoundary } from '@/components/PanelBoundary';
import { availabilityRouteApi, defaultSince } from './availabilityRoute';
import { AvailabilityFilters } from './AvailabilityFilters';
import { StockChangesPanel } from './StockChangesPanel';
import { WatchListPanel } from './WatchListPanel';

export function AvailabilityPage() {
  usePageTitle(t`Stock changes`);
  const search = availabilityRouteApi.useSearch();
  // beforeLoad always puts `since` in the URL; the fallback only satisfies the type.
  const since = search.since ?? defaultSince();
  return (
    <Stack gap="lg" maw={1280}>
      <PageHeader
        title={t`Stock changes`}
        description={t`Parts whose stock quantity changed since a time you choose, newest first.`}
      />
      <Grid gap="lg">
        {/* On a phone the watch list comes first: it is short and it is what a returning buyer checks. */}
        <Grid.Col span={{ base: 12, lg: 8 }} order={{ base: 2, lg: 1 }}>
          <Stack gap="md">
            <AvailabilityFilters since={since} part={search.part} />
            <PanelBoundary loadingLabel={t`Loading stock changes…`}>
              <StockChangesPanel since={since} part={search.part} />
            </PanelBoundary>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }} order={{ base: 1, lg: 2 }}>
          <WatchListPanel />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

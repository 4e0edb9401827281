import { Alert, Stack, Text, Title } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { usePageTitle } from '@/components/usePageTitle';
import { AnchorLink } from '@/components/links';
import { PageHeader } from '@/components/PageHeader';
import { useSettings } from '@/lib/useSettings';
import { lazy } from 'react';
import { MountWhenOpened } from '@/components/MountWhenOpened';
import { RequestsSection } from './requests/RequestsSection';
import { UsagePanelBoundary } from './UsagePanelBoundary';
import { usageRouteApi } from './usageRoute';
import { WeekPanel } from './summary/WeekPanel';

// A call's side panel (Mantine's Drawer and modal base, the call's detail) is not part of the page's first
// screen: its code is fetched once that screen has painted, and mounted when a call is opened.
const loadCallDrawer = () => import('./requests/CallDrawer');
const CallDrawer = lazy(() => loadCallDrawer().then((m) => ({ default: m.CallDrawer })));

export function UsagePage() {
  usePageTitle(t`API usage`);
  const search = usageRouteApi.useSearch();
  const { clientAppName } = useSettings();
  const { trace } = search;
  return (
    <Stack gap="lg" maw={1400}>
      <PageHeader
        title={t`API usage`}
        description={
          <Trans>
            Your organization&apos;s calls over the last 7 days, call by call. These requests are sent as{' '}
            <Text span fw={600} inherit>
              {clientAppName}
            </Text>{' '}
            (client-app-name, 3 to 100 characters, required here;{' '}
            <AnchorLink to="/settings" inherit underline="always">
              change it in Settings
            </AnchorLink>
            ).
          </Trans>
        }
      />
      <section aria-labelledby="week">
        <Title order={2} size="h3" id="week" mb="sm">
          <Trans>The last 7 days</Trans>
        </Title>
        <UsagePanelBoundary loadingLabel={t`Loading the week's usage…`}>
          <WeekPanel search={search} />
        </UsagePanelBoundary>
      </section>
      <RequestsSection search={search} />
      {trace && !(search.api && search.date) ? (
        <Alert color="yellow" title={t`This link names a call but not its API and day`} role="alert">
          <Trans>
            A call is found by its API, its day and its trace id together. Choose the API and the day below to
            see call {trace}.
          </Trans>
        </Alert>
      ) : null}
      <MountWhenOpened preload={loadCallDrawer} open={Boolean(search.api && search.date && search.trace)}>
        <CallDrawer api={search.api} date={search.date} trace={search.trace} />
      </MountWhenOpened>
    </Stack>
  );
}

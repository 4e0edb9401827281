import { Alert, Stack, Title } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
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

/** The usage page below its heading: the week's summary, the calls and a call's side panel. */
export function UsageBody() {
  const search = usageRouteApi.useSearch();
  const { trace } = search;
  return (
    <Stack gap="lg">
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

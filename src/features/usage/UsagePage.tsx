import { Stack, Text } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { usePageTitle } from '@/components/usePageTitle';
import { AnchorLink } from '@/components/links';
import { PageHeader } from '@/components/PageHeader';
import { PanelBoundary } from '@/components/PanelBoundary';
import { useSettings } from '@/lib/useSettings';
import { usageBody } from './usageBody';

// With the route chunk, not at the first render (lazyAfterFirstPaint's `preload`).
void usageBody.preload();

export function UsagePage() {
  usePageTitle(t`API usage`);
  const { clientAppName } = useSettings();
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
      <PanelBoundary>
        <usageBody.Component />
      </PanelBoundary>
    </Stack>
  );
}

import { lazy, Suspense, useState } from 'react';
import { Badge, UnstyledButton } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useDemo } from '@/lib/demo';

// The drawer (Mantine's modal base, transitions, scroll lock) loads on the first click, not with the shell.
const DemoControlsDrawer = lazy(() => import('./DemoControlsDrawer'));

/** Says the portal runs on demo data; opens the mock backend's control panel. */
export function DemoBadge() {
  const { isDemo, panel } = useDemo();
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  if (!isDemo) return null;
  return (
    <>
      <UnstyledButton
        onClick={() => {
          setUsed(true);
          setOpened(true);
        }}
        aria-label={t`Demo data: open the demo controls`}
        aria-haspopup="dialog"
      >
        <Badge color="orange" variant="light" size="lg" style={{ cursor: 'pointer' }}>
          <Trans>
            Demo<span className="demo-badge-long"> data</span>
          </Trans>
        </Badge>
      </UnstyledButton>
      {used ? (
        <Suspense fallback={null}>
          <DemoControlsDrawer opened={opened} onClose={() => setOpened(false)} panel={panel} />
        </Suspense>
      ) : null}
    </>
  );
}

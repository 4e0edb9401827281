import type { ReactNode } from 'react';
import { Drawer } from '@mantine/core';
import { t } from '@lingui/core/macro';

/** The drawer holding the mock backend's control panel (loaded with the first click on the demo badge). */
export default function DemoControlsDrawer(props: {
  opened: boolean;
  onClose: () => void;
  panel: ReactNode;
}) {
  return (
    <Drawer opened={props.opened} onClose={props.onClose} title={t`Demo controls`} position="right" size="md">
      {props.panel}
    </Drawer>
  );
}

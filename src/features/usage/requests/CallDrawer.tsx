import { Drawer } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { useNavigate } from '@tanstack/react-router';
import type { UsageApi } from '@/model/schemas';
import { CallDetail } from './CallDetail';
import { UsagePanelBoundary } from '../UsagePanelBoundary';

/** The full detail of the call named by ?trace= (with ?api= and ?date=), so a shared link opens it. */
export function CallDrawer({ api, date, trace }: { api?: UsageApi; date?: string; trace?: string }) {
  const navigate = useNavigate();
  const open = Boolean(api && date && trace);
  const close = () =>
    void navigate({
      to: '/usage',
      search: (prev: Record<string, unknown>) => ({ ...prev, trace: undefined }),
    });
  return (
    <Drawer
      opened={open}
      onClose={close}
      position="right"
      size="xl"
      title={trace ? t`Call ${trace}` : t`Call`}
      closeButtonProps={{ 'aria-label': t`Close the call detail` }}
    >
      {api && date && trace ? (
        <UsagePanelBoundary key={`${api}/${date}/${trace}`} loadingLabel={t`Loading the logged call…`}>
          <CallDetail api={api} date={date} trace={trace} />
        </UsagePanelBoundary>
      ) : null}
    </Drawer>
  );
}

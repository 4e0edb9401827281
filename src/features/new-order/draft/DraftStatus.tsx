import { Alert, Button, Group, Text } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { formatDateTime } from '@/lib/format';
import type { DraftConflict } from './useDraftSync';

/** "Draft saved" with the time, or why it is not. */
export function DraftSaved({ savedAt }: { savedAt: number | null }) {
  if (savedAt === null)
    return (
      <Text size="sm" c="dimmed">
        <Trans>Changes are saved as a draft as you type.</Trans>
      </Text>
    );
  if (Number.isNaN(savedAt))
    return (
      <Text size="sm" c="var(--mantine-color-red-light-color)">
        <Trans>
          The draft cannot be saved in this browser (storage is full or blocked): keep this tab open.
        </Trans>
      </Text>
    );
  const time = formatDateTime(new Date(savedAt));
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      <Trans>Draft saved {time}</Trans>
    </Text>
  );
}

/** Another tab changed, sent or discarded this draft: the user decides, nothing is overwritten silently. */
export function DraftConflictBanner({
  conflict,
  onTakeNewer,
  onKeepMine,
}: {
  conflict: DraftConflict;
  onTakeNewer: () => void;
  onKeepMine: () => void;
}) {
  const newer = conflict.kind === 'newer';
  const time = newer ? formatDateTime(new Date(conflict.draft.savedAt)) : '';
  return (
    <Alert
      color="orange"
      role="alert"
      title={
        newer ? t`This draft was changed in another tab` : t`This draft was sent or discarded in another tab`
      }
    >
      <Text size="sm" mb="sm">
        {newer
          ? t`The other tab saved a newer version at ${time}. Changes here are not saved until you choose.`
          : t`Changes here are not saved until you choose.`}
      </Text>
      <Group gap="sm">
        <Button size="xs" color="orange" onClick={onTakeNewer}>
          {newer ? t`Reload the newer draft` : t`Start a new order`}
        </Button>
        <Button size="xs" variant="default" onClick={onKeepMine}>
          {newer ? t`Keep this version (replaces the other)` : t`Keep editing this copy`}
        </Button>
      </Group>
    </Alert>
  );
}

import { Alert, Button, Group, Text } from '@mantine/core';
import { formatDateTime } from '@/lib/format';
import type { DraftConflict } from './useDraftSync';

/** "Draft saved" with the time, or why it is not. */
export function DraftSaved({ savedAt }: { savedAt: number | null }) {
  if (savedAt === null)
    return (
      <Text size="sm" c="dimmed">
        Changes are saved as a draft as you type.
      </Text>
    );
  if (Number.isNaN(savedAt))
    return (
      <Text size="sm" c="var(--mantine-color-red-light-color)">
        The draft cannot be saved in this browser (storage is full or blocked): keep this tab open.
      </Text>
    );
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      Draft saved {formatDateTime(new Date(savedAt))}
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
  return (
    <Alert
      color="orange"
      role="alert"
      title={
        newer ? 'This draft was changed in another tab' : 'This draft was sent or discarded in another tab'
      }
    >
      <Text size="sm" mb="sm">
        {newer
          ? `The other tab saved a newer version at ${formatDateTime(new Date(conflict.draft.savedAt))}. Changes here are not saved until you choose.`
          : 'Changes here are not saved until you choose.'}
      </Text>
      <Group gap="sm">
        <Button size="xs" color="orange" onClick={onTakeNewer}>
          {newer ? 'Reload the newer draft' : 'Start a new order'}
        </Button>
        <Button size="xs" variant="default" onClick={onKeepMine}>
          {newer ? 'Keep this version (replaces the other)' : 'Keep editing this copy'}
        </Button>
      </Group>
    </Alert>
  );
}

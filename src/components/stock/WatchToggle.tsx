import { ActionIcon, Tooltip } from '@mantine/core';
import { IconBell, IconBellRingingFilled } from '@tabler/icons-react';
import { toggleWatch, useWatchList } from '@/lib/watchList';

/** A compact watch toggle for table rows: the name says which part, aria-pressed says whether. */
export function WatchToggle({ part }: { part: string }) {
  const watched = useWatchList().includes(part);
  const label = `Watch stock of ${part}`;
  return (
    <Tooltip label={watched ? `Watching ${part}` : label} openDelay={300}>
      <ActionIcon
        variant={watched ? 'light' : 'subtle'}
        color={watched ? undefined : 'gray'}
        aria-label={label}
        aria-pressed={watched}
        onClick={() => toggleWatch(part)}
      >
        {watched ? <IconBellRingingFilled size={18} aria-hidden /> : <IconBell size={18} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}

import { ActionIcon } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { IconBell, IconBellRingingFilled } from '@tabler/icons-react';
import { HoverHint } from '@/components/HoverHint';
import { toggleWatch, useWatchList } from '@/lib/watchList';

/** A compact watch toggle for table rows: the name says which part, aria-pressed says whether. */
export function WatchToggle({ part }: { part: string }) {
  const watched = useWatchList().includes(part);
  const label = t`Watch stock of ${part}`;
  return (
    // HoverHint rather than Mantine's Tooltip: this toggle is on the home page, which carries no floating-ui.
    <HoverHint label={watched ? t`Watching ${part}` : label}>
      {(hint) => (
        <ActionIcon
          variant={watched ? 'light' : 'subtle'}
          color={watched ? undefined : 'gray'}
          aria-label={label}
          aria-pressed={watched}
          onClick={() => toggleWatch(part)}
          {...hint}
        >
          {watched ? <IconBellRingingFilled size={18} aria-hidden /> : <IconBell size={18} aria-hidden />}
        </ActionIcon>
      )}
    </HoverHint>
  );
}

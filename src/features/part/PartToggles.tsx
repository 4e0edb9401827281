import { Button } from '@mantine/core';
import { notify } from '@/components/notify';
import { IconBell, IconBellRingingFilled, IconScale } from '@tabler/icons-react';
import { MAX_COMPARE, toggleCompare, useCompareList } from '@/lib/compareList';
import { MAX_WATCHED, toggleWatch, useWatchList } from '@/lib/watchList';

/** Watch-stock and compare toggles: pressed state on the button, the label stays the same. */
export function PartToggles({ part }: { part: string }) {
  const watched = useWatchList().includes(part);
  const compared = useCompareList().includes(part);
  const onWatch = () => {
    if (!toggleWatch(part) && !watched) {
      notify({
        color: 'yellow',
        title: 'Watch list full',
        message: `You can watch up to ${MAX_WATCHED} parts. Stop watching one first.`,
      });
    }
  };
  const onCompare = () => {
    if (toggleCompare(part) === 'full') {
      notify({
        color: 'yellow',
        title: 'Compare list full',
        message: `Compare holds ${MAX_COMPARE} parts. Remove one before adding another.`,
      });
    }
  };
  return (
    <>
      <Button
        variant={watched ? 'light' : 'default'}
        aria-pressed={watched}
        onClick={onWatch}
        leftSection={
          watched ? <IconBellRingingFilled size={16} aria-hidden /> : <IconBell size={16} aria-hidden />
        }
      >
        Watch stock
      </Button>
      <Button
        variant={compared ? 'light' : 'default'}
        aria-pressed={compared}
        onClick={onCompare}
        leftSection={<IconScale size={16} aria-hidden />}
      >
        Add to compare
      </Button>
    </>
  );
}

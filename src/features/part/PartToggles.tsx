import { Button } from '@mantine/core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
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
      const limit = MAX_WATCHED;
      notify({
        color: 'yellow',
        title: t`Watch list full`,
        message: t`You can watch up to ${limit} parts. Stop watching one first.`,
      });
    }
  };
  const onCompare = () => {
    if (toggleCompare(part) === 'full') {
      const limit = MAX_COMPARE;
      notify({
        color: 'yellow',
        title: t`Compare list full`,
        message: t`Compare holds ${limit} parts. Remove one before adding another.`,
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
        <Trans>Watch stock</Trans>
      </Button>
      <Button
        variant={compared ? 'light' : 'default'}
        aria-pressed={compared}
        onClick={onCompare}
        leftSection={<IconScale size={16} aria-hidden />}
      >
        <Trans>Add to compare</Trans>
      </Button>
    </>
  );
}

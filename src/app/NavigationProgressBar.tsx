import { useEffect } from 'react';
import { NavigationProgress, nprogress } from '@mantine/nprogress';
import { t } from '@lingui/core/macro';

/**
 * Mantine's navigation bar and its store, in a chunk of their own (RouterProgress loads it the first
 * time a navigation is slow). Hidden from assistive technology while idle (mounted, at 0 %, transparent).
 */
export default function NavigationProgressBar({ shown }: { shown: boolean }) {
  useEffect(() => {
    if (shown) nprogress.start();
    else nprogress.complete();
  }, [shown]);
  return (
    <NavigationProgress size={3} aria-label={t`Loading the page`} aria-hidden={shown ? undefined : true} />
  );
}

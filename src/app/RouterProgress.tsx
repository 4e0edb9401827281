import { useEffect, useState } from 'react';
import { NavigationProgress, nprogress } from '@mantine/nprogress';
import { useRouterState } from '@tanstack/react-router';

/** Navigations settled this fast show no bar: it would only flicker. */
const SHOW_AFTER_MS = 120;

/**
 * A thin bar at the top of the window while a navigation waits for its route's data or code (the router's
 * pending state). Navigations whose data is cached, or arrives within SHOW_AFTER_MS, show nothing. The bar
 * is hidden from assistive technology while idle (it stays mounted, at 0 % and transparent).
 */
export function RouterProgress() {
  // The location being loaded while the router is pending, else null.
  const pending = useRouterState({
    select: (state) => (state.status === 'pending' ? state.location.href : null),
  });
  const [shownFor, setShownFor] = useState<string | null>(null);
  useEffect(() => {
    if (pending === null) {
      nprogress.complete();
      return;
    }
    const timer = setTimeout(() => {
      nprogress.start();
      setShownFor(pending);
    }, SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  const shown = pending !== null && shownFor === pending;
  return <NavigationProgress size={3} aria-label="Loading the page" aria-hidden={shown ? undefined : true} />;
}

import { lazy, Suspense, useEffect, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';

/** Navigations settled this fast show no bar: it would only flicker. */
const SHOW_AFTER_MS = 120;

// The bar's code (Mantine's Progress, portal and store) comes with the first slow navigation, not with
// the first page: a page that is only read never needs it (docs/performance.md counts all a page loads).
const NavigationProgressBar = lazy(() => import('./NavigationProgressBar'));

/**
 * A thin bar at the top of the window while a navigation waits for its route's data or code (the router's
 * pending state). Navigations whose data is cached, or arrives within SHOW_AFTER_MS, show nothing.
 */
export function RouterProgress() {
  // The location being loaded while the router is pending, else null.
  const pending = useRouterState({
    select: (state) => (state.status === 'pending' ? state.location.href : null),
  });
  const [shownFor, setShownFor] = useState<string | null>(null);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (pending === null) return;
    const timer = setTimeout(() => setShownFor(pending), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  const shown = pending !== null && shownFor === pending;
  // Latched: once loaded the bar stays mounted, so it can finish and fade out when the page arrives.
  if (shown && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <NavigationProgressBar shown={shown} />
    </Suspense>
  ) : null;
}

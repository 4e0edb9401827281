import { lazy, Suspense } from 'react';
import { useWatchList } from '@/lib/watchList';

// The poll loop, its stock diffing and notifications load only once something is watched: most visits
// watch nothing, and the first page does not carry them.
const StockWatchPoller = lazy(() => import('./StockWatchPoller'));

/** Mounted once in the app shell: while anything is watched, polls stock changes and notifies per change. */
export function StockWatcher() {
  const watched = useWatchList();
  if (watched.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <StockWatchPoller watched={watched} />
    </Suspense>
  );
}

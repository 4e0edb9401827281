import { lazy, Suspense } from 'react';
import type { SkippedRow } from '@/model/tolerantList';

// Its code loads when a list answer had rows that did not fit: most answers have none, and the first
// page's budget is better spent on what shows.
const SkippedRowsAlert = lazy(() =>
  import('./SkippedRowsAlert').then((module) => ({ default: module.SkippedRowsAlert })),
);

/**
 * Says which rows of a list answer did not fit the spec and were left out (src/model/tolerantList.ts):
 * "1 row skipped: row 4 (Id X): field "Quantity" expected a number". Renders nothing when none were.
 * Put it above the rows of any list: `<SkippedRowsNotice skipped={data.skipped} />`.
 */
export function SkippedRowsNotice({ skipped }: { skipped: readonly SkippedRow[] }) {
  if (skipped.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <SkippedRowsAlert skipped={skipped} />
    </Suspense>
  );
}

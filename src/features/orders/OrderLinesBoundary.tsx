import type { ReactNode } from 'react';
import { t } from '@lingui/core/macro';
import { PanelBoundary } from '@/components/PanelBoundary';
// Its own module, not the kit's index: re-exported there it joined the kit's chunk that `/` loads.
import { TableSkeleton } from '@/components/table/TableSkeleton';

/**
 * Where a tab's lines load and fail on their own: the heading, tabs and filters above paint before the
 * first page of lines arrives (the route starts that request without waiting for it), and a failed page
 * leaves the filters usable to change what is asked.
 */
export function OrderLinesBoundary({ children }: { children: ReactNode }) {
  return (
    <PanelBoundary loading={<TableSkeleton label={t`Loading order lines…`} />}>{children}</PanelBoundary>
  );
}

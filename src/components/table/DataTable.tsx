import { lazy, Suspense, useRef, type CSSProperties, type ReactNode, type Ref } from 'react';
import { Center, Group, Text, type TableProps } from '@mantine/core';
import type { SortingState } from '@tanstack/react-table';
import {
  VIRTUAL_TABLE_HEIGHT,
  type KitColumn,
  type KitRow,
  type KitTableInstance,
  type RowData,
} from './meta';
import { PlainTable, type BodyProps } from './PlainTable';
import { ColumnsButton } from './ColumnsButton';
import { PHONE_WIDTH, useKitTable } from './useKitTable';
import { useNarrowerThan } from './useBoxAnswer';
import type { TableView } from './useTableSearch';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { WaitSpinner } from '../WaitSpinner';

// The virtualizer is loaded only when a table has enough rows to virtualize, so pages (and the first page)
// whose tables stay short never download it.
type VirtualProps = BodyProps<RowData> & { rowHeight?: number };
const VirtualTable = lazy(() =>
  import('./VirtualTable').then((m) => ({ default: m.VirtualTable as (props: VirtualProps) => ReactNode })),
);

/** Above this many rows `virtualize="auto"` renders only the rows in view. */
export const VIRTUALIZE_ABOVE = 150;

export type DataTableProps<T extends RowData> = {
  data: readonly T[];
  columns: readonly KitColumn<T>[];
  /** A stable id per row (React key, expanded state); the index only where rows have no identity. */
  getRowId: (row: T, index: number) => string;
  /** The table's accessible name (a caption, visually hidden unless showCaption). */
  label: string;
  showCaption?: boolean;
  /** Sorting and visible columns bound to the URL: `useTableSearch(route).view`. Local state without it. */
  view?: TableView;
  initialSorting?: SortingState;
  /** The server sorts (the rows come sorted); the headers still show and change the sort. */
  manualSorting?: boolean;
  /** false: no header sorts (the rows keep the order given, e.g. a server's paging order). */
  sortable?: boolean;
  /** A row's detail (price breaks, shipments): each row gets a toggle that opens it below the row. */
  renderDetail?: (row: T) => ReactNode;
  /** The row the page is about (the typed quantity's tier, the line open in a side panel): aria-current. */
  isCurrentRow?: (row: T) => boolean;
  /** Names a row for its detail toggle ("Details of P-100"); the row id by default. */
  rowLabel?: (row: T) => string;
  /** 'auto' (default): plain table up to VIRTUALIZE_ABOVE rows, virtual above. */
  virtualize?: boolean | 'auto';
  /** Height of the box: the virtual table's scroll area, or a plain table's max height (sticky header). */
  height?: CSSProperties['height'];
  rowHeight?: number;
  /** Called when the user scrolls near the last row (load the next cursor page). */
  onEndReached?: () => void;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  /** Controls beside the column chooser (filters, CSV export). */
  toolbar?: ReactNode;
  /** Offer the "Columns" chooser (default: when the table is bound to the URL with `view`). */
  columnChooser?: boolean;
  /**
   * Attributes of the plain <table>: an ARIA grid with a roving tab stop passes its role, ref and key
   * handlers here (the search results). Not used by the virtual body.
   */
  tableProps?: TableProps & { ref?: Ref<HTMLTableElement> };
  /** Under this width the table scrolls sideways inside its box, never the page (not on a phone). */
  minWidth?: number;
};

/**
 * The one table of the app: columns declared once with the factories in ./columns, sorting by header,
 * a column chooser, row details, a plain table for short lists and a virtual one for long lists, and on
 * a phone only the key columns (priority 1) with the others in each row's detail.
 */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { data, label, empty, toolbar, virtualize = 'auto', renderDetail } = props;
  const columnChooser = props.columnChooser ?? props.view !== undefined;
  const ref = useRef<HTMLDivElement>(null);
  const boxNarrow = useNarrowerThan(ref, PHONE_WIDTH);
  const kit = useKitTable({
    data: props.data,
    columns: props.columns,
    getRowId: props.getRowId,
    view: props.view,
    initialSorting: props.initialSorting,
    manualSorting: props.manualSorting,
    sortable: props.sortable,
    hasDetail: renderDetail !== undefined,
    boxNarrow,
  });
  const rowLabel = (row: KitRow<T>) => props.rowLabel?.(row.original) ?? row.id;
  const virtual = virtualize === 'auto' ? data.length > VIRTUALIZE_ABOVE : virtualize;
  const body = {
    kit,
    label,
    showCaption: props.showCaption,
    renderDetail,
    rowLabel,
    isCurrentRow: props.isCurrentRow,
    tableProps: props.tableProps,
    minWidth: props.minWidth ?? 640,
    height: props.height,
    onEndReached: props.onEndReached,
  };

  return (
    <div ref={ref} style={{ minWidth: 0 }}>
      {(toolbar || columnChooser) && (
        <Group justify="flex-end" gap="xs" mb="xs" wrap="wrap">
          {toolbar}
          {columnChooser && (
            <ColumnsButton table={kit.table as unknown as KitTableInstance<RowData>} label={label} />
          )}
        </Group>
      )}
      {data.length === 0 ? (
        (empty ?? (
          <Text c="dimmed">
            <Trans>Nothing to show.</Trans>
          </Text>
        ))
      ) : virtual ? (
        <Suspense
          fallback={
            <Center h={props.height ?? VIRTUAL_TABLE_HEIGHT} role="status" aria-label={t`Loading ${label}`}>
              <WaitSpinner size="sm" />
            </Center>
          }
        >
          <VirtualTable {...(body as unknown as BodyProps<RowData>)} rowHeight={props.rowHeight} />
        </Suspense>
      ) : (
        <PlainTable {...body} />
      )}
    </div>
  );
}

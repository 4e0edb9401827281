import { useMemo, useState } from 'react';
import {
  functionalUpdate,
  useTable,
  type ColumnVisibilityState,
  type ExpandedState,
  type SortingState,
} from '@tanstack/react-table';
import { kitFeatures, shownColumns, type KitColumn, type KitColumnInstance, type RowData } from './meta';
import type { TableView } from './useTableSearch';

/** Under this width of its box a table shows only its priority-1 columns (the rest move into the detail). */
export const PHONE_WIDTH = 600;

export type KitTableOptions<T extends RowData> = {
  data: readonly T[];
  columns: readonly KitColumn<T>[];
  getRowId: (row: T, index: number) => string;
  /** Sorting and visible columns held outside (the URL, through useTableSearch); local state otherwise. */
  view?: TableView;
  /** The sort before the user picks one (local state only). */
  initialSorting?: SortingState;
  /** The server sorts (cursor paging): the table only shows and reports the sort. */
  manualSorting?: boolean;
  /** false: no column sorts (rows stay in the order given). */
  sortable?: boolean;
  hasDetail: boolean;
  /** Whether the table's box is narrower than PHONE_WIDTH (useNarrowerThan). */
  boxNarrow: boolean;
};

/** The TanStack table behind DataTable: state from the view or local, and the phone's column split. */
export function useKitTable<T extends RowData>({
  data,
  columns,
  getRowId,
  view,
  initialSorting = [],
  manualSorting,
  sortable = true,
  hasDetail,
  boxNarrow: narrow,
}: KitTableOptions<T>) {
  const [localSorting, setLocalSorting] = useState<SortingState>(initialSorting);
  const [localVisible, setLocalVisible] = useState<string[] | undefined>(undefined);
  const [expanded, setExpanded] = useState<ExpandedState>({});

  const sorting = view?.sorting ?? localSorting;
  const visibleIds = view ? view.visibleColumns : localVisible;
  const tableColumns = useMemo(() => shownColumns(columns), [columns]);
  const { allIds, hideableIds } = useMemo(() => {
    const withId = tableColumns.filter((c): c is KitColumn<T> & { id: string } => Boolean(c.id));
    return {
      allIds: withId.map((c) => c.id),
      hideableIds: withId.filter((c) => c.enableHiding !== false).map((c) => c.id),
    };
  }, [tableColumns]);
  const columnVisibility = useMemo<ColumnVisibilityState>(
    () => (visibleIds ? Object.fromEntries(hideableIds.map((id) => [id, visibleIds.includes(id)])) : {}),
    [visibleIds, hideableIds],
  );

  // TanStack wants a mutable array; it never writes to it.
  const rows = useMemo(() => [...data], [data]);

  const table = useTable({
    features: kitFeatures,
    data: rows,
    columns: tableColumns,
    getRowId: (row, index) => getRowId(row, index),
    state: { sorting, columnVisibility, expanded },
    onSortingChange: (updater) => {
      const next = functionalUpdate(updater, sorting);
      if (view) view.onSortingChange(next);
      else setLocalSorting(next);
    },
    onColumnVisibilityChange: (updater) => {
      const next = functionalUpdate(updater, columnVisibility);
      // The visible columns in declaration order (those that cannot hide too, so the list is never empty).
      const ids = allIds.filter((id) => next[id] !== false);
      // Every column shown is the default: drop the state (and the URL param) instead of listing them.
      const value = ids.length === allIds.length ? undefined : ids;
      if (view) view.onVisibleColumnsChange(value);
      else setLocalVisible(value);
    },
    onExpandedChange: setExpanded,
    getRowCanExpand: () => true,
    manualSorting,
    enableSorting: sortable,
    enableMultiSort: false,
    sortDescFirst: false,
  });

  const visible = table.getVisibleLeafColumns();
  const hasKeyColumns = visible.some((c) => c.columnDef.meta?.priority === 1);
  const moved: KitColumnInstance<T>[] =
    narrow && hasKeyColumns ? visible.filter((c) => c.columnDef.meta?.priority !== 1) : [];
  const shown = moved.length ? visible.filter((c) => !moved.includes(c)) : visible;

  return { table, shown, moved, expandable: hasDetail || moved.length > 0, narrow };
}

export type KitTable<T extends RowData> = ReturnType<typeof useKitTable<T>>;

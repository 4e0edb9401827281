import type { ReactNode } from 'react';
import { ActionIcon, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconChevronRight } from '@tabler/icons-react';
import { flexRender } from '@tanstack/react-table';
import {
  headerLabel,
  type KitCell,
  type KitColumnInstance,
  type KitHeader,
  type KitRow,
  type KitTableInstance,
  type RowData,
} from './meta';
import classes from './DataTable.module.css';
import { t } from '@lingui/core/macro';

/** aria-sort for a header: only the sorted column carries it. */
export function ariaSort<T extends RowData>(
  column: KitColumnInstance<T>,
): 'ascending' | 'descending' | undefined {
  const sorted = column.getIsSorted();
  return sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined;
}

/** A header's content: a sort button (click, Enter or Space) when the column sorts, else its label. */
export function HeaderContent<T extends RowData>({ header }: { header: KitHeader<T> }) {
  const { column } = header;
  const label = headerLabel(column);
  const meta = column.columnDef.meta;
  if (meta?.hideHeader) return <span className="visually-hidden">{label}</span>;
  if (meta?.headerContent) return <>{meta.headerContent}</>;
  if (!column.getCanSort()) return <>{flexRender(column.columnDef.header, header.getContext())}</>;
  const sorted = column.getIsSorted();
  const Icon = sorted === 'asc' ? IconArrowUp : sorted === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <UnstyledButton
      className={classes.sortButton}
      data-sorted={sorted || undefined}
      onClick={column.getToggleSortingHandler()}
    >
      {label}
      <Icon size={14} className={classes.sortIcon} aria-hidden />
    </UnstyledButton>
  );
}

/**
 * A cell's content. The cell function is called, not mounted as a component (flexRender would): a table
 * whose columns are declared during render (a roving tab stop, a quantity) would otherwise get a new
 * component type each render, remounting every cell and losing focus.
 */
export function CellContent<T extends RowData>({ cell }: { cell: KitCell<T> }) {
  const render = cell.column.columnDef.cell;
  return <>{typeof render === 'function' ? render(cell.getContext()) : render}</>;
}

/** The button that opens a row's detail (the expanded state is announced). */
export function ExpandToggle<T extends RowData>({ row, label }: { row: KitRow<T>; label: string }) {
  const open = row.getIsExpanded();
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="sm"
      aria-expanded={open}
      aria-label={t`Details of ${label}`}
      onClick={row.getToggleExpandedHandler()}
    >
      <IconChevronRight
        size={16}
        aria-hidden
        style={{ transform: open ? 'rotate(90deg)' : undefined, transition: 'transform 120ms' }}
      />
    </ActionIcon>
  );
}

/** A row's detail: the columns a phone moved out of the row, then the table's own detail. */
export function RowDetail<T extends RowData>({
  row,
  moved,
  detail,
}: {
  row: KitRow<T>;
  moved: readonly KitColumnInstance<T>[];
  detail: ReactNode;
}) {
  const cells = row.getVisibleCells().filter((c) => moved.includes(c.column));
  return (
    <>
      {cells.length > 0 && (
        <dl className={classes.movedList}>
          {cells.map((cell) => (
            <div key={cell.id} style={{ display: 'contents' }}>
              <dt>{headerLabel(cell.column)}</dt>
              <dd>
                <CellContent cell={cell} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {detail}
    </>
  );
}

/** An empty label: the header row's cell for this column is a plain cell (a table's corner). */
export const isCorner = <T extends RowData>(column: KitColumnInstance<T>) => headerLabel(column) === '';

/** The headers of the columns shown in the row, in order. */
export function leafHeaders<T extends RowData>(
  table: KitTableInstance<T>,
  shown: readonly KitColumnInstance<T>[],
) {
  return (table.getHeaderGroups().at(-1)?.headers ?? []).filter((h) => shown.includes(h.column));
}

/** The cells of a row in the columns shown, in order. */
export function shownCells<T extends RowData>(row: KitRow<T>, shown: readonly KitColumnInstance<T>[]) {
  return row.getVisibleCells().filter((c) => shown.includes(c.column));
}

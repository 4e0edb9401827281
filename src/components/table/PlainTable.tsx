import { Fragment, useEffect, useRef, type CSSProperties, type ReactNode, type Ref } from 'react';
import { Table, type TableProps } from '@mantine/core';
import {
  ariaSort,
  CellContent,
  ExpandToggle,
  HeaderContent,
  isCorner,
  leafHeaders,
  RowDetail,
  shownCells,
} from './tableCells';
import type { KitColumnInstance, KitRow, RowData } from './meta';
import type { KitTable } from './useKitTable';
import classes from './DataTable.module.css';
import { SidewaysScrollBox } from './SidewaysScrollBox';
import { Trans } from '@lingui/react/macro';

export type BodyProps<T extends RowData> = {
  kit: KitTable<T>;
  label: string;
  showCaption?: boolean;
  renderDetail?: (row: T) => ReactNode;
  rowLabel: (row: KitRow<T>) => string;
  isCurrentRow?: (row: T) => boolean;
  tableProps?: TableProps & { ref?: Ref<HTMLTableElement> };
  minWidth: number;
  height?: CSSProperties['height'];
  onEndReached?: () => void;
};

/** A real <table> for short lists; its header sticks inside the box when a height is given. */
export function PlainTable<T extends RowData>({
  kit,
  label,
  showCaption,
  renderDetail,
  rowLabel,
  isCurrentRow,
  tableProps,
  minWidth,
  height,
  onEndReached,
}: BodyProps<T>) {
  const { table, shown, moved, expandable, narrow } = kit;
  const rows = table.getRowModel().rows;
  const span = shown.length + (expandable ? 1 : 0);
  const endRef = useEndObserver(onEndReached, rows.length);

  return (
    <SidewaysScrollBox
      label={label}
      minWidth={narrow ? 0 : minWidth}
      className={classes.root}
      // Mantine's native container caps only its inner box's height; the outer box must do the scrolling
      // for the sticky header to stick, and be the containing block of the cells' visually hidden text
      // (absolutely positioned), which would otherwise stretch the page below the box.
      style={
        height !== undefined ? { maxHeight: height, overflowY: 'auto', position: 'relative' } : undefined
      }
    >
      <Table stickyHeader={height !== undefined} verticalSpacing="xs" {...tableProps}>
        <caption className={showCaption ? undefined : 'visually-hidden'}>{label}</caption>
        <Table.Thead>
          <Table.Tr>
            {expandable && (
              <Table.Th scope="col" w={36}>
                <span className="visually-hidden">
                  <Trans>Details</Trans>
                </span>
              </Table.Th>
            )}
            {leafHeaders(table, shown).map((header) =>
              isCorner(header.column) ? (
                <Table.Td key={header.id} miw={narrow ? undefined : pxWidth(header.column)} />
              ) : (
                <Table.Th
                  key={header.id}
                  scope="col"
                  aria-sort={ariaSort(header.column)}
                  ta={header.column.columnDef.meta?.align}
                  miw={narrow ? undefined : pxWidth(header.column)}
                  className={classes.th}
                >
                  <HeaderContent header={header} />
                </Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Fragment key={row.id}>
              <Table.Tr
                className={classes.plainRow}
                data-stripe={index % 2 === 1 || undefined}
                aria-current={isCurrentRow?.(row.original) ? 'true' : undefined}
              >
                {expandable && (
                  <Table.Td>
                    <ExpandToggle row={row} label={rowLabel(row)} />
                  </Table.Td>
                )}
                {shownCells(row, shown).map((cell) => {
                  const meta = cell.column.columnDef.meta;
                  const rowSpan = meta?.rowSpan?.(row.original, index) ?? 1;
                  if (rowSpan === 0) return null;
                  const Cell = meta?.rowHeader ? Table.Th : Table.Td;
                  return (
                    <Cell
                      key={cell.id}
                      scope={meta?.rowHeader ? 'row' : undefined}
                      rowSpan={rowSpan > 1 ? rowSpan : undefined}
                      ta={meta?.align}
                      fw={meta?.rowHeader ? 500 : undefined}
                      style={rowSpan > 1 ? { verticalAlign: 'top' } : undefined}
                    >
                      <CellContent cell={cell} />
                    </Cell>
                  );
                })}
              </Table.Tr>
              {expandable && row.getIsExpanded() && (
                <Table.Tr>
                  <Table.Td colSpan={span} className={classes.detailCell}>
                    <RowDetail row={row} moved={moved} detail={renderDetail?.(row.original)} />
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
      {onEndReached && <div ref={endRef} aria-hidden style={{ height: 1 }} />}
    </SidewaysScrollBox>
  );
}

/** Calls onEndReached when the end of a plain table scrolls into view (cursor paging of a short list). */
function useEndObserver(onEndReached: (() => void) | undefined, rowCount: number) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node || !onEndReached || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) onEndReached();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [onEndReached, rowCount]);
  return ref;
}

/** A column's declared width in px as the header's min width (a grid track like minmax() does not apply). */
function pxWidth<T extends RowData>(column: KitColumnInstance<T>) {
  return column.columnDef.meta?.width?.match(/^\d+px$/)?.[0];
}

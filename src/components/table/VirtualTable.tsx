import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import * as cells from './tableCells';
import type { BodyProps } from './PlainTable';
import {
  VIRTUAL_TABLE_HEIGHT,
  virtualTableHeightPx,
  type ColumnAlign,
  type KitRow,
  type RowData,
} from './meta';
import classes from './DataTable.module.css';
import { Trans } from '@lingui/react/macro';

type Entry<T extends RowData> = { kind: 'row' | 'detail'; row: KitRow<T>; stripe: boolean };

/**
 * The box's height before it is measured, where the page's CSS tells it. Without it the virtualizer's
 * first render holds the overscan rows only, and its measurement in a layout effect renders the table
 * again at once, synchronously, in the task that first drew it. A wrong guess costs just that render.
 */
function expectedHeight(height: BodyProps<RowData>['height']): number | undefined {
  if (typeof height === 'number') return height;
  if (height === VIRTUAL_TABLE_HEIGHT && typeof window !== 'undefined') {
    return virtualTableHeightPx(window.innerHeight);
  }
  return undefined;
}

/**
 * Renders only the rows in view, so 10,000 rows scroll smoothly. It keeps table semantics with ARIA roles
 * (a grid of divs cannot be a <table>): aria-rowcount and aria-rowindex tell assistive technology where a
 * row sits although most rows are not in the DOM. An open detail is a row of its own in the window.
 */
export function VirtualTable<T extends RowData>({
  kit,
  label,
  renderDetail,
  rowLabel,
  isCurrentRow,
  minWidth,
  height = VIRTUAL_TABLE_HEIGHT,
  rowHeight = 44,
  onEndReached,
  endThreshold = 20,
}: BodyProps<T> & { rowHeight?: number; endThreshold?: number }) {
  const { table, shown, moved, expandable, narrow } = kit;
  const rows = table.getRowModel().rows;
  const expandedState = table.state.expanded;
  const entries = useMemo(() => {
    const list: Entry<T>[] = [];
    rows.forEach((row, index) => {
      list.push({ kind: 'row', row, stripe: index % 2 === 1 });
      if (expandable && row.getIsExpanded()) list.push({ kind: 'detail', row, stripe: false });
    });
    return list;
    // The expanded state decides which detail entries exist.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows, expandable, expandedState]);

  const scrollerRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: (i) => (entries[i]?.kind === 'detail' ? rowHeight * 3 : rowHeight),
    getItemKey: (i) => `${entries[i]?.kind}:${entries[i]?.row.id}`,
    overscan: 12,
    initialRect: { width: 0, height: expectedHeight(height) ?? 0 },
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;
  const tracks = shown.map((c) => c.columnDef.meta?.width ?? 'minmax(120px, 1fr)');
  const template = [...(expandable ? ['36px'] : []), ...tracks].join(' ');
  const width = narrow ? undefined : minWidth;

  // Reaching the end is an event of the scroll position, which only the virtualizer knows.
  useEffect(() => {
    if (onEndReached && entries.length > 0 && lastIndex >= entries.length - 1 - endThreshold) onEndReached();
  }, [lastIndex, entries.length, endThreshold, onEndReached]);

  return (
    <div
      ref={scrollerRef}
      role="table"
      aria-label={label}
      aria-rowcount={entries.length + 1}
      className={`${classes.root} ${classes.scroller}`}
      style={{ height }}
    >
      <div role="rowgroup" className={classes.head} style={{ minWidth: width }}>
        <div role="row" aria-rowindex={1} className={classes.vrow} style={{ gridTemplateColumns: template }}>
          {expandable && (
            <GridCell head role="columnheader">
              <span className="visually-hidden">
                <Trans>Details</Trans>
              </span>
            </GridCell>
          )}
          {cells.leafHeaders(table, shown).map((header) => (
            <GridCell
              head
              key={header.id}
              role={cells.isCorner(header.column) ? 'cell' : 'columnheader'}
              sort={cells.ariaSort(header.column)}
              align={header.column.columnDef.meta?.align}
            >
              <cells.HeaderContent header={header} />
            </GridCell>
          ))}
        </div>
      </div>
      <div
        role="rowgroup"
        className={classes.body}
        style={{ height: virtualizer.getTotalSize(), minWidth: width }}
      >
        {items.map((item) => {
          const entry = entries[item.index];
          if (!entry) return null;
          const { row } = entry;
          const position = { transform: `translateY(${item.start}px)` };
          if (entry.kind === 'detail') {
            return (
              <div
                key={item.key}
                ref={virtualizer.measureElement}
                data-index={item.index}
                role="row"
                aria-rowindex={item.index + 2}
                className={`${classes.vrow} ${classes.vdetail}`}
                style={position}
              >
                <div role="cell">
                  <cells.RowDetail row={row} moved={moved} detail={renderDetail?.(row.original)} />
                </div>
              </div>
            );
          }
          return (
            <div
              key={item.key}
              role="row"
              aria-rowindex={item.index + 2}
              className={classes.vrow}
              data-stripe={entry.stripe || undefined}
              aria-current={isCurrentRow?.(row.original) ? 'true' : undefined}
              style={{ ...position, gridTemplateColumns: template, height: item.size }}
            >
              {expandable && (
                <GridCell role="cell">
                  <cells.ExpandToggle row={row} label={rowLabel(row)} />
                </GridCell>
              )}
              {cells.shownCells(row, shown).map((cell) => (
                <GridCell
                  key={cell.id}
                  role={cell.column.columnDef.meta?.rowHeader ? 'rowheader' : 'cell'}
                  align={cell.column.columnDef.meta?.align}
                >
                  <cells.CellContent cell={cell} />
                </GridCell>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** One cell of the grid, in the header row (`head`, its sort state announced) or in a row of data. */
function GridCell({
  head,
  role,
  sort,
  align,
  children,
}: {
  head?: boolean;
  role: 'columnheader' | 'rowheader' | 'cell';
  sort?: 'ascending' | 'descending';
  align?: ColumnAlign;
  children: ReactNode;
}) {
  return (
    <div role={role} aria-sort={sort} className={head ? classes.headerCell : classes.cell} data-align={align}>
      {children}
    </div>
  );
}

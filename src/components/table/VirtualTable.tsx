import { useEffect, useRef, type CSSProperties } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { Column } from './columns';
import classes from './VirtualTable.module.css';

export type VirtualTableProps<T> = {
  rows: readonly T[];
  columns: readonly Column<T>[];
  getRowKey: (row: T) => string;
  /** The table's accessible name. */
  label: string;
  /** Height of the scrolling area: the page never scrolls sideways or grows with the rows. */
  height?: CSSProperties['height'];
  rowHeight?: number;
  /** Called when the last rendered row comes within `endThreshold` rows of the end (load the next page). */
  onEndReached?: () => void;
  endThreshold?: number;
  /** The width under which the table scrolls sideways inside its box. */
  minWidth?: number;
};

/**
 * A table that renders only the rows in view, so 10,000 rows scroll smoothly. It keeps table semantics
 * with ARIA roles (a grid of divs cannot be a <table>): aria-rowcount and aria-rowindex tell assistive
 * technology where a row sits although most rows are not in the DOM.
 */
export function VirtualTable<T>({
  rows,
  columns,
  getRowKey,
  label,
  height = 'min(70vh, 720px)',
  rowHeight = 44,
  onEndReached,
  endThreshold = 20,
  minWidth = 960,
}: VirtualTableProps<T>) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  // No React Compiler here (the app does not use it); the virtualizer's methods are read fresh each render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => rowHeight,
    overscan: 12,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;
  const template = columns.map((c) => c.width ?? 'minmax(120px, 1fr)').join(' ');

  // Reaching the end is an event of the scroll position, which only the virtualizer knows.
  useEffect(() => {
    if (onEndReached && rows.length > 0 && lastIndex >= rows.length - 1 - endThreshold) onEndReached();
  }, [lastIndex, rows.length, endThreshold, onEndReached]);

  return (
    <div
      ref={scrollerRef}
      role="table"
      aria-label={label}
      aria-rowcount={rows.length + 1}
      className={classes.scroller}
      style={{ height }}
    >
      <div role="rowgroup" className={classes.head} style={{ minWidth }}>
        <div role="row" aria-rowindex={1} className={classes.row} style={{ gridTemplateColumns: template }}>
          {columns.map((column) => (
            <div key={column.id} role="columnheader" className={classes.headerCell} data-align={column.align}>
              {column.hideHeader ? <span className="visually-hidden">{column.header}</span> : column.header}
            </div>
          ))}
        </div>
      </div>
      <div role="rowgroup" className={classes.body} style={{ height: virtualizer.getTotalSize(), minWidth }}>
        {items.map((item) => {
          const row = rows[item.index];
          if (row === undefined) return null;
          return (
            <div
              key={getRowKey(row)}
              role="row"
              aria-rowindex={item.index + 2}
              className={classes.row}
              style={{
                gridTemplateColumns: template,
                height: item.size,
                transform: `translateY(${item.start}px)`,
              }}
            >
              {columns.map((column) => (
                <div key={column.id} role="cell" className={classes.cell} data-align={column.align}>
                  {column.cell(row, item.index)}
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}

import { writeFileSync } from 'node:fs';
import { fireEvent } from '@testing-library/react';
import { renderInRouter } from '@/test/renderInRouter';
import { DataTable, type KitColumn, type RowData } from '@/components/table';

/** The height of the table's scroll box (jsdom has no layout): a long table on a 900 px high screen. */
export const BOX_HEIGHT = 720;

export type TableCase<T extends RowData> = {
  rows: readonly T[];
  columns: readonly KitColumn<T>[];
  getRowId: (row: T) => string;
  label: string;
};

async function mount<T extends RowData>(table: TableCase<T>) {
  const view = await renderInRouter(
    <DataTable
      data={table.rows}
      columns={table.columns}
      getRowId={table.getRowId}
      label={table.label}
      virtualize
    />,
  );
  return { view, rows: () => view.container.querySelectorAll('[role="row"]').length };
}

/**
 * One render of the table until its rows are in the DOM. The virtual body is a lazy chunk: `warmUp` loads
 * it once first, so a render measures the table, not the module import.
 */
export async function renderTable<T extends RowData>(table: TableCase<T>) {
  const { view, rows } = await mount(table);
  // Guard against measuring an empty render: the window of rows must be in the DOM.
  if (rows() < 10) throw new Error(`only ${rows()} rows of ${table.label} rendered`);
  view.unmount();
}

/** Renders once and waits for the lazily loaded virtual body, so later renders are synchronous. */
export async function warmUp<T extends RowData>(table: TableCase<T>) {
  const { view, rows } = await mount(table);
  for (let i = 0; i < 200 && rows() < 10; i++) await new Promise((resolve) => setTimeout(resolve, 10));
  view.unmount();
}

/** The most row elements (header row included) in the DOM at the top, at each tenth of the way and at the bottom. */
export async function rowsWhileScrolling<T extends RowData>(table: TableCase<T>): Promise<number> {
  const { view, rows } = await mount(table);
  const box = view.getByRole('table', { name: table.label });
  let most = rows();
  for (let step = 1; step <= 10; step++) {
    box.scrollTop = (box.scrollHeight || 44 * table.rows.length) * (step / 10);
    fireEvent.scroll(box);
    await new Promise((resolve) => setTimeout(resolve, 0));
    most = Math.max(most, rows());
  }
  view.unmount();
  return most;
}

/** `npm run bench` reads the row counts from this file (BENCH_DOM_ROWS_FILE); a bare `vitest bench` writes none. */
export function reportDomRows(counts: Record<string, number>) {
  const file = process.env.BENCH_DOM_ROWS_FILE;
  if (file) writeFileSync(file, JSON.stringify(counts, null, 2));
}

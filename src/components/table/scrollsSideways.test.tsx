import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInRouter } from '@/test/renderInRouter';
import { DataTable } from './DataTable';
import { displayColumn, textColumn } from './columns';
import type { KitColumn } from './meta';

type Row = { id: string; text: string };
const rows: Row[] = [{ id: 'a', text: 'Ein sehr langer Text' }];
const columns: KitColumn<Row>[] = [textColumn({ id: 'text', header: 'Text', value: (r) => r.text })];

/**
 * jsdom lays nothing out: the box's widths are given, and the ResizeObserver reports each box it is given
 * once, as a browser does after its first layout.
 */
function layOut({ contentWidth, boxWidth }: { contentWidth: number; boxWidth: number }) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(contentWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(boxWidth);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe() {
        queueMicrotask(() => this.report([], this as unknown as ResizeObserver));
      }
      disconnect() {}
      unobserve() {}
    },
  );
}

describe('a table wider than its box', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('is a labelled region the keyboard reaches, so its hidden columns can be scrolled to', async () => {
    layOut({ contentWidth: 900, boxWidth: 390 });
    await renderInRouter(<DataTable data={rows} columns={columns} getRowId={(r) => r.id} label="Lines" />);
    const region = await screen.findByRole('region', { name: 'Lines' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table', { name: 'Lines' }));
  });

  it('becomes a region without rendering its rows again', async () => {
    layOut({ contentWidth: 900, boxWidth: 390 });
    let cellRenders = 0;
    function CountedCell({ text }: { text: string }) {
      cellRenders += 1;
      return <>{text}</>;
    }
    const counted: KitColumn<Row>[] = [
      displayColumn({ id: 'text', header: 'Text', cell: (row) => <CountedCell text={row.text} /> }),
    ];
    await renderInRouter(<DataTable data={rows} columns={counted} getRowId={(r) => r.id} label="Lines" />);
    const rendersBeforeMeasuring = cellRenders;
    await screen.findByRole('region', { name: 'Lines' });
    expect(screen.getByText('Ein sehr langer Text')).toBeInTheDocument();
    expect(cellRenders).toBe(rendersBeforeMeasuring);
  });

  it('adds no tab stop when it fits', async () => {
    layOut({ contentWidth: 390, boxWidth: 390 });
    await renderInRouter(<DataTable data={rows} columns={columns} getRowId={(r) => r.id} label="Lines" />);
    await screen.findByRole('table', { name: 'Lines' });
    expect(screen.queryByRole('region', { name: 'Lines' })).not.toBeInTheDocument();
    expect(document.querySelector('[tabindex="0"]')).toBeNull();
  });
});

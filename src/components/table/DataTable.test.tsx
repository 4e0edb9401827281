import { Profiler, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInRouter } from '@/test/renderInRouter';
import { DataTable } from './DataTable';
import {
  dateTimeColumn,
  displayColumn,
  moneyColumn,
  partLinkColumn,
  quantityColumn,
  textColumn,
} from './columns';
import { virtualTableHeightPx, type KitColumn } from './meta';

type Stock = { part: string; description: string; qty: number | null; price: number; at: string };

const rows: Stock[] = [
  { part: 'P-10', description: 'Capacitor', qty: 2500, price: 0.1234, at: '2026-01-02T10:00:00Z' },
  { part: 'P-2', description: 'Resistor', qty: null, price: 1.5, at: '2026-01-01T10:00:00Z' },
  { part: 'P-1', description: 'Inductor', qty: 40, price: 12, at: '2026-01-03T10:00:00Z' },
];

const columns: KitColumn<Stock>[] = [
  partLinkColumn({ part: (r) => r.part, priority: 1, hideable: false }),
  textColumn({ id: 'description', header: 'Description', value: (r) => r.description }),
  quantityColumn({ id: 'qty', header: 'Stock', value: (r) => r.qty, priority: 1 }),
  moneyColumn({ id: 'price', header: 'Price', value: (r) => ({ amount: r.price, currency: 'USD' }) }),
  dateTimeColumn({ id: 'at', header: 'Changed', value: (r) => r.at }),
];

const firstColumn = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('DataTable', () => {
  afterEach(() => vi.restoreAllMocks());

  it('renders declared columns with formatted values and links', async () => {
    await renderInRouter(<DataTable data={rows} columns={columns} getRowId={(r) => r.part} label="Stock" />);
    const table = screen.getByRole('table', { name: 'Stock' });
    expect(within(table).getByRole('link', { name: 'P-10' })).toHaveAttribute('href', '/parts/P-10');
    expect(within(table).getByText('2,500')).toBeInTheDocument();
    expect(within(table).getByText('$0.1234')).toBeInTheDocument();
    // A missing quantity is a dash, not "0" or "undefined".
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('—');
  });

  it('sorts by a header on click and by keyboard, and says so with aria-sort', async () => {
    const user = userEvent.setup();
    await renderInRouter(<DataTable data={rows} columns={columns} getRowId={(r) => r.part} label="Stock" />);
    const header = screen.getByRole('columnheader', { name: 'Part number' });
    expect(header).not.toHaveAttribute('aria-sort');
    await user.click(within(header).getByRole('button', { name: 'Part number' }));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    // Natural order: P-2 before P-10.
    expect(firstColumn()).toEqual(['P-1', 'P-2', 'P-10']);
    within(header).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(firstColumn()).toEqual(['P-10', 'P-2', 'P-1']);

    // Missing values go last in either direction.
    const stock = screen.getByRole('columnheader', { name: 'Stock' });
    within(stock).getByRole('button').focus();
    await user.keyboard(' ');
    expect(stock).toHaveAttribute('aria-sort', 'ascending');
    expect(header).not.toHaveAttribute('aria-sort');
    expect(firstColumn()).toEqual(['P-1', 'P-10', 'P-2']);
    await user.keyboard(' ');
    expect(firstColumn()).toEqual(['P-10', 'P-1', 'P-2']);
  });

  it('hides and shows columns from the column chooser', async () => {
    const user = userEvent.setup();
    await renderInRouter(
      <DataTable data={rows} columns={columns} getRowId={(r) => r.part} label="Stock" columnChooser />,
    );
    // The chooser's code loads lazily (a Popover brings floating-ui): wait for its button.
    await user.click(await screen.findByRole('button', { name: 'Columns' }));
    const description = await screen.findByRole('checkbox', { name: 'Description' });
    // The part number may not be hidden, so it is not offered.
    expect(screen.queryByRole('checkbox', { name: 'Part number' })).toBeNull();
    await user.click(description);
    expect(screen.queryByRole('columnheader', { name: 'Description' })).toBeNull();
    expect(screen.queryByText('Capacitor')).toBeNull();
    await user.click(description);
    expect(screen.getByRole('columnheader', { name: 'Description' })).toBeInTheDocument();
  });

  it('opens a row detail below the row', async () => {
    const user = userEvent.setup();
    await renderInRouter(
      <DataTable
        data={rows}
        columns={columns}
        getRowId={(r) => r.part}
        label="Stock"
        rowLabel={(r) => r.part}
        renderDetail={(r) => <p>Price breaks of {r.part}</p>}
      />,
    );
    const toggle = screen.getByRole('button', { name: 'Details of P-2' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Price breaks of P-2')).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const rowsNow = screen.getAllByRole('row');
    const opened = rowsNow.findIndex((r) => within(r).queryByText('Price breaks of P-2'));
    // The detail is the row right after its own row.
    expect(rowsNow[opened - 1]).toHaveTextContent('P-2');
    await user.click(toggle);
    expect(screen.queryByText('Price breaks of P-2')).toBeNull();
  });

  it('names rows by a row header, marks the current row and lets a cell span the rows below', async () => {
    type Attribute = { id: string; label: string; value: string };
    const attributes: Attribute[] = [
      { id: 'stock', label: 'Stock', value: '12' },
      { id: 'lead', label: 'Lead time', value: '5 days' },
    ];
    await renderInRouter(
      <DataTable
        data={attributes}
        getRowId={(a) => a.id}
        label="Comparison"
        isCurrentRow={(a) => a.id === 'lead'}
        columns={[
          displayColumn<Attribute>({ id: 'label', header: '', rowHeader: true, cell: (a) => a.label }),
          displayColumn<Attribute>({ id: 'a', header: 'Part A', cell: (a) => a.value }),
          displayColumn<Attribute>({
            id: 'b',
            header: 'Part B',
            headerContent: <a href="/parts/B">Part B link</a>,
            cell: () => 'No data for this part number',
            rowSpan: (_, i) => (i === 0 ? attributes.length : 0),
          }),
        ]}
      />,
    );
    // The corner is a plain cell: the column headers are the parts only.
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Part A', 'Part B link']);
    expect(screen.getByRole('rowheader', { name: 'Lead time' })).toBeInTheDocument();
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first!).getAllByRole('cell')).toHaveLength(2);
    expect(within(first!).getAllByRole('cell')[1]).toHaveAttribute('rowspan', '2');
    expect(within(second!).getAllByRole('cell')).toHaveLength(1);
    expect(second).toHaveAttribute('aria-current', 'true');
    expect(first).not.toHaveAttribute('aria-current');
  });

  it('keeps focus in a cell when the columns are declared again on a re-render', async () => {
    const user = userEvent.setup();
    function Counter() {
      const [count, setCount] = useState(0);
      // A new column list each render, as a table whose cells depend on state declares it.
      const cols = [
        displayColumn<Stock>({
          id: 'act',
          header: 'Action',
          cell: (r) => (
            <button type="button" onClick={() => setCount(count + 1)}>
              Bump {r.part} ({count})
            </button>
          ),
        }),
      ];
      return <DataTable data={rows.slice(0, 1)} columns={cols} getRowId={(r) => r.part} label="Stock" />;
    }
    await renderInRouter(<Counter />);
    await user.click(screen.getByRole('button', { name: 'Bump P-10 (0)' }));
    expect(screen.getByRole('button', { name: 'Bump P-10 (1)' })).toHaveFocus();
  });

  it('shows the empty slot when there are no rows', async () => {
    await renderInRouter(
      <DataTable
        data={[]}
        columns={columns}
        getRowId={(r) => r.part}
        label="Stock"
        empty={<p>No stock</p>}
      />,
    );
    expect(screen.getByText('No stock')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('virtualizes 10,000 rows: a window of fewer than 100 row elements, end reached near the end', async () => {
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(720);
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1200);
    const many: Stock[] = Array.from({ length: 10_000 }, (_, i) => ({
      ...rows[0]!,
      part: `P-${String(i).padStart(5, '0')}`,
    }));
    const onEndReached = vi.fn();
    await renderInRouter(
      <DataTable
        data={many}
        columns={columns}
        getRowId={(r) => r.part}
        label="Stock"
        onEndReached={onEndReached}
      />,
    );
    // The virtual body is loaded on first use (a lazy chunk).
    const table = await screen.findByRole('table', { name: 'Stock' });
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    const rendered = screen.getAllByRole('row');
    expect(rendered.length).toBeGreaterThan(10);
    expect(rendered.length).toBeLessThan(100);
    expect(rendered[1]).toHaveAttribute('aria-rowindex', '2');
    expect(screen.queryByRole('link', { name: 'P-09999' })).toBeNull();
    expect(onEndReached).not.toHaveBeenCalled();

    // Scrolled to the bottom, the last rows are in the window and the next page is asked for.
    table.scrollTop = 44 * 10_000;
    fireEvent.scroll(table);
    expect(await screen.findByRole('link', { name: 'P-09999' })).toBeInTheDocument();
    expect(screen.getAllByRole('row').length).toBeLessThan(100);
    expect(onEndReached).toHaveBeenCalled();
  });

  it('draws the rows its box shows in its first render, not only the overscan until it has measured', async () => {
    // The box is min(70vh, 720px): what the CSS gives is what the first render assumes.
    const boxHeight = Math.round(virtualTableHeightPx(window.innerHeight));
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(boxHeight);
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1200);
    const many: Stock[] = Array.from({ length: 500 }, (_, i) => ({ ...rows[0]!, part: `P-${i}` }));
    // Row elements in the DOM at each commit that holds the table, read as React commits it.
    const rowsPerCommit: number[] = [];
    const countRows = () => {
      const table = document.querySelector('[role="table"]');
      if (table) rowsPerCommit.push(table.querySelectorAll('[role="row"]').length);
    };
    await renderInRouter(
      <Profiler id="table" onRender={countRows}>
        <DataTable data={many} columns={columns} getRowId={(r) => r.part} label="Stock" />
      </Profiler>,
    );
    await screen.findByRole('table', { name: 'Stock' });
    const inView = Math.ceil(boxHeight / 44);
    // The header row, the rows in view and the overscan below them, from the first commit on.
    expect(rowsPerCommit[0]).toBeGreaterThanOrEqual(1 + inView + 12);
    expect(new Set(rowsPerCommit)).toEqual(new Set([rowsPerCommit[0]]));
  });

  it('on a phone keeps the priority-1 columns in the row and moves the rest into its detail', async () => {
    const user = userEvent.setup();
    stubBoxWidth(360);
    await renderInRouter(
      <DataTable
        data={rows}
        columns={columns}
        getRowId={(r) => r.part}
        label="Stock"
        rowLabel={(r) => r.part}
      />,
    );
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Description' })).toBeNull());
    expect(screen.getByRole('columnheader', { name: 'Stock' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Details of P-10' }));
    // Each moved column is a label and its value in the detail (the price keeps its currency).
    const term = screen.getByRole('term', { name: (_, el) => el.textContent === 'Description' });
    expect(term.nextElementSibling).toHaveTextContent('Capacitor');
    const price = screen.getByRole('term', { name: (_, el) => el.textContent === 'Price' });
    expect(price.nextElementSibling).toHaveTextContent('$0.1234');
    // The key columns stay in the row, not in the detail.
    expect(screen.queryByRole('term', { name: (_, el) => el.textContent === 'Stock' })).toBeNull();
  });
});

describe('DataTable measuring its box', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('renders its rows again only when the box crosses the phone width, not at every resize', async () => {
    const resizeTo = stubResizableBox();
    let descriptionRenders = 0;
    function Description({ text }: { text: string }) {
      descriptionRenders += 1;
      return <>{text}</>;
    }
    const counted: KitColumn<Stock>[] = [
      partLinkColumn({ part: (r) => r.part, priority: 1, hideable: false }),
      displayColumn({
        id: 'description',
        header: 'Description',
        cell: (r) => <Description text={r.description} />,
      }),
    ];
    await renderInRouter(<DataTable data={rows} columns={counted} getRowId={(r) => r.part} label="Stock" />);
    expect(screen.getByRole('columnheader', { name: 'Description' })).toBeInTheDocument();
    act(() => resizeTo(992));
    const rendersWhenMeasured = descriptionRenders;
    // A scrollbar appears, the panels above load: the box changes size but stays wide.
    act(() => resizeTo(977));
    act(() => resizeTo(1200));
    expect(descriptionRenders).toBe(rendersWhenMeasured);
    // Narrower than a phone's: the description moves out of the row.
    act(() => resizeTo(390));
    expect(screen.queryByRole('columnheader', { name: 'Description' })).toBeNull();
  });
});

/** A ResizeObserver the test drives: `resizeTo(width)` reports the observed box at that width. */
function stubResizableBox() {
  const observers: { callback: ResizeObserverCallback; target: Element; observer: ResizeObserver }[] = [];
  class Observer {
    constructor(private callback: ResizeObserverCallback) {}
    observe(target: Element) {
      observers.push({ callback: this.callback, target, observer: this as never });
    }
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal('ResizeObserver', Observer);
  return (width: number) => {
    for (const { callback, target, observer } of observers) {
      const contentRect = { x: 0, y: 0, top: 0, left: 0, bottom: 400, right: width, width, height: 400 };
      callback([{ target, contentRect } as never], observer);
    }
  };
}

/** jsdom has no layout: report a box width to every ResizeObserver (the table measures its box). */
function stubBoxWidth(width: number) {
  class Observer {
    constructor(private callback: ResizeObserverCallback) {}
    observe(target: Element) {
      const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: width, width, height: 400 };
      this.callback(
        [{ target, contentRect: rect, borderBoxSize: [{ inlineSize: width, blockSize: 400 }] } as never],
        this as never,
      );
    }
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal('ResizeObserver', Observer);
}

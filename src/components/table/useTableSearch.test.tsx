import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider, TextInput } from '@mantine/core';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { z } from '@/lib/zod';
import { DataTable } from './DataTable';
import { quantityColumn, textColumn } from './columns';
import { colsParam, pageParam, sortParam, useTableSearch } from './useTableSearch';

/*
 * How a page binds its table to the URL: the route's zod schema holds the kit's params beside its own
 * filters; the page calls useTableSearch(route) and hands `view` to DataTable. Nothing else is state.
 */
type Quote = { id: string; part: string; qty: number };
const quotes: Quote[] = [
  { id: 'q1', part: 'B-200', qty: 300 },
  { id: 'q2', part: 'A-100', qty: 5000 },
  { id: 'q3', part: 'C-300', qty: 20 },
];
const quoteColumns = [
  textColumn<Quote>({ id: 'part', header: 'Part', value: (q) => q.part, hideable: false }),
  quantityColumn<Quote>({ id: 'qty', header: 'Quantity', value: (q) => q.qty }),
];

const quotesSearch = z.object({
  part: z.catch(z._default(z.string(), ''), ''),
  sort: sortParam('qty.desc'),
  cols: colsParam(),
  page: pageParam(),
});

function renderQuotesAt(url: string) {
  const root = createRootRoute();
  const quotesRoute = createRoute({
    getParentRoute: () => root,
    path: '/quotes',
    validateSearch: quotesSearch,
    component: function QuotesPage() {
      const table = useTableSearch(quotesRoute);
      const shown = quotes.filter((q) => q.part.includes(table.search.part.toUpperCase()));
      return (
        <>
          <TextInput
            label="Part"
            value={table.search.part}
            onChange={(e) => table.setFilters({ part: e.currentTarget.value }, { replace: true })}
          />
          <button type="button" onClick={() => table.setPage(table.page + 1)}>
            Next page (now {table.page})
          </button>
          <DataTable
            view={table.view}
            data={shown}
            columns={quoteColumns}
            getRowId={(q) => q.id}
            label="Quotes"
          />
        </>
      );
    },
  });
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createRouter({ routeTree: root.addChildren([quotesRoute]), history });
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return { router, history };
}

const partsInOrder = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]?.textContent);

describe('useTableSearch: a table bound to the route search', () => {
  it('reads the sort and the visible columns from the URL, defaults when absent or garbage', async () => {
    renderQuotesAt('/quotes?sort=nonsense&cols=part');
    // A bad sort falls back to the schema's default (quantity, largest first).
    const qty = await screen.findByRole('table', { name: 'Quotes' });
    expect(partsInOrder()).toEqual(['A-100', 'B-200', 'C-300']);
    expect(within(qty).queryByRole('columnheader', { name: 'Quantity' })).toBeNull();
  });

  it('writes header sorting, column choice, filters and page to the URL', async () => {
    const user = userEvent.setup();
    const { router, history } = renderQuotesAt('/quotes?page=3');
    await screen.findByRole('table', { name: 'Quotes' });
    expect(screen.getByRole('columnheader', { name: 'Quantity' })).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'Part' }));
    expect(router.state.location.search).toMatchObject({ sort: 'part.asc', page: 1 });
    expect(partsInOrder()).toEqual(['A-100', 'B-200', 'C-300']);
    expect(screen.getByRole('columnheader', { name: 'Part' })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(await screen.findByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Quantity' }));
    expect(router.state.location.search).toMatchObject({ cols: 'part' });
    expect(screen.queryByRole('columnheader', { name: 'Quantity' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Quantity' }));
    // All columns shown again is the default: the param goes away.
    expect(router.state.location.search.cols).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Next page (now 1)' }));
    expect(router.state.location.search).toMatchObject({ page: 2 });
    const before = history.length;
    await user.type(screen.getByRole('textbox', { name: 'Part' }), 'b');
    // Typing replaces the history entry and goes back to page 1.
    expect(router.state.location.search).toMatchObject({ part: 'b', page: 1, sort: 'part.asc' });
    expect(history.length).toBe(before);
    expect(partsInOrder()).toEqual(['B-200']);
  });
});

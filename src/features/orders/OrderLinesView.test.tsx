import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInRouter } from '@/test/renderInRouter';
import { makeOrderLine } from '../../../mocks/data/builders';
import type { TableView } from '@/components/table';
import { OrderLinesView } from './OrderLinesView';

const TEN_THOUSAND = Array.from({ length: 10_000 }, (_, i) =>
  makeOrderLine(`s:${i}`, { OrderId: 400_000 + i, Part: `P-${String(i).padStart(5, '0')}` }),
);
const view: TableView = {
  sorting: [],
  onSortingChange: () => {},
  visibleColumns: undefined,
  onVisibleColumnsChange: () => {},
};

describe('the order-line table with 10,000 loaded lines', () => {
  // jsdom has no layout: give elements the size of a 720 px high table box so the virtualizer has a window.
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(720);
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1440);
  });
  afterEach(() => vi.restoreAllMocks());

  it('counts every line but keeps fewer than 100 rows in the DOM', async () => {
    await renderInRouter(
      <OrderLinesView
        lines={TEN_THOUSAND}
        skipped={[]}
        complete
        hasNextPage={false}
        isFetchingNextPage={false}
        fetchNextPage={() => {}}
        label="Open order lines"
        csvName="open.csv"
        view={view}
        lineId={undefined}
        onCloseLine={() => {}}
        emptyTitle="None"
        emptyText="None"
      />,
    );
    const table = await screen.findByRole('table', { name: 'Open order lines' });
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    const rendered = screen.getAllByRole('row');
    expect(rendered.length).toBeGreaterThan(10);
    expect(rendered.length).toBeLessThan(100);
    expect(screen.getByRole('link', { name: 'P-00000' })).toHaveAttribute('href', '/parts/P-00000');
    expect(screen.queryByRole('link', { name: 'P-09999' })).toBeNull();
    expect(screen.getByText('10,000 lines loaded (all)')).toBeInTheDocument();
  });
});

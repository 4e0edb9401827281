import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInRouter } from '@/test/renderInRouter';
import { DataTable } from '@/components/table';
import { makePart } from '../../../mocks/data/builders';
import { catalogColumns } from './catalogColumns';

const TEN_THOUSAND = Array.from({ length: 10_000 }, (_, i) => makePart(`P-${String(i).padStart(5, '0')}`));

describe('the catalog table with 10,000 loaded rows', () => {
  // jsdom has no layout: give elements the size of a 720 px high table box so the virtualizer has a window.
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(720);
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1200);
  });
  afterEach(() => vi.restoreAllMocks());

  it('keeps every row countable but renders only a window of them', async () => {
    const onEndReached = vi.fn();
    await renderInRouter(
      <DataTable
        data={TEN_THOUSAND}
        columns={catalogColumns()}
        getRowId={(p) => p.part}
        label="Catalog"
        onEndReached={onEndReached}
      />,
    );
    const table = await screen.findByRole('table', { name: 'Catalog' });
    // 10,000 data rows and the header row, as assistive technology is told.
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    const rendered = screen.getAllByRole('row');
    expect(rendered.length).toBeGreaterThan(1);
    expect(rendered.length).toBeLessThan(100);
    expect(screen.getByRole('link', { name: 'P-00000' })).toHaveAttribute('href', '/parts/P-00000');
    expect(screen.queryByRole('link', { name: 'P-09999' })).toBeNull();
    // The first window is far from the end, so no next page is asked for yet.
    expect(onEndReached).not.toHaveBeenCalled();
  });
});

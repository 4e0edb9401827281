import { bench, describe, vi } from 'vitest';
import { renderInRouter } from '@/test/renderInRouter';
import { DataTable } from '@/components/table';
import { makePart } from '../mocks/data/builders';
import { catalogColumns } from '@/features/catalog/catalogColumns';

// The browse page keeps every loaded part; with 10,000 of them a render must still cost only the visible window.
vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(720);
vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1200);

const rowsOf = (count: number) =>
  Array.from({ length: count }, (_, i) => makePart(`P-${String(i).padStart(5, '0')}`));
const HUNDRED = rowsOf(100);
const TEN_THOUSAND = rowsOf(10_000);

async function renderTable(rows: ReturnType<typeof rowsOf>) {
  const view = await renderInRouter(
    <DataTable data={rows} columns={catalogColumns} getRowId={(p) => p.part} label="Catalog" virtualize />,
  );
  // Guard against measuring an empty render: the window of rows must be in the DOM.
  const rendered = view.container.querySelectorAll('[role="row"]').length;
  if (rendered < 10) throw new Error(`only ${rendered} rows rendered`);
  view.unmount();
}

describe('catalog table render', () => {
  bench('100 loaded rows', async () => renderTable(HUNDRED), { iterations: 20, time: 0 });
  bench('10,000 loaded rows', async () => renderTable(TEN_THOUSAND), { iterations: 20, time: 0 });
});

import { bench, describe, vi } from 'vitest';
import { makeOrderLine, makePart } from '../mocks/data/builders';
import { catalogColumns } from '@/features/catalog/catalogColumns';
import { orderLineColumns } from '@/features/orders/orderLineColumns';
import {
  BOX_HEIGHT,
  renderTable,
  reportDomRows,
  rowsWhileScrolling,
  warmUp,
  type TableCase,
} from './tableHarness';

// The browse page keeps every loaded part and the order pages every loaded line; with 10,000 of them a
// render must still cost only the visible window (budget: under 200 ms, fewer than 100 row elements).
vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(BOX_HEIGHT);
vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1440);

const padded = (i: number) => String(i).padStart(5, '0');
const catalog = (count: number): TableCase<ReturnType<typeof makePart>> => ({
  rows: Array.from({ length: count }, (_, i) => makePart(`P-${padded(i)}`)),
  columns: catalogColumns(),
  getRowId: (p) => p.part,
  label: 'Catalog parts',
});
const ORDER_COLUMNS = orderLineColumns();
const orderLines = (count: number): TableCase<ReturnType<typeof makeOrderLine>> => ({
  rows: Array.from({ length: count }, (_, i) =>
    makeOrderLine(`L-${padded(i)}`, { OrderId: 5000 + Math.floor(i / 5), MfgLineNumber: (i % 5) + 1 }),
  ),
  columns: ORDER_COLUMNS,
  getRowId: (l) => l.Id,
  label: 'Order lines',
});

const CATALOG_100 = catalog(100);
const CATALOG_10K = catalog(10_000);
const ORDERS_10K = orderLines(10_000);

await warmUp(CATALOG_100);
reportDomRows({
  catalog: await rowsWhileScrolling(CATALOG_10K),
  orders: await rowsWhileScrolling(ORDERS_10K),
});

describe('table render (virtual body)', () => {
  bench('100 catalog rows', async () => renderTable(CATALOG_100), { iterations: 20, time: 0 });
  bench('10,000 catalog rows', async () => renderTable(CATALOG_10K), { iterations: 20, time: 0 });
  bench('10,000 order lines', async () => renderTable(ORDERS_10K), { iterations: 20, time: 0 });
});

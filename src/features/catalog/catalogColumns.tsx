import type { Part } from '@/api/schemas';
import {
  displayColumn,
  lifecycleColumn,
  moneyColumn,
  partLinkColumn,
  quantityColumn,
  textColumn,
  type KitColumn,
} from '@/components/table';
import { CompareToggle } from '@/components/compare/CompareToggle';
import { partPricing, priceQuantity } from '@/lib/pricing';

/**
 * The catalog table: declarations only (the factories in components/table render the cells). On a phone
 * the part and its stock stay in the row; the rest opens in the row's detail.
 */
export const catalogColumns: KitColumn<Part>[] = [
  partLinkColumn({ part: (p) => p.part, width: 'minmax(160px, 1fr)', priority: 1, hideable: false }),
  textColumn({
    id: 'description',
    header: 'Description',
    value: (p) => p.description,
    width: 'minmax(180px, 2fr)',
  }),
  textColumn({ id: 'series', header: 'Series', value: (p) => p.series, width: '70px' }),
  quantityColumn({ id: 'stock', header: 'Stock', value: (p) => p.stockQuantity, priority: 1 }),
  quantityColumn({ id: 'moq', header: 'MOQ', value: (p) => p.minimumOrderQuantity, width: '80px' }),
  quantityColumn({ id: 'lead', header: 'Lead days', value: (p) => p.standardLeadDays, width: '80px' }),
  lifecycleColumn({ value: (p) => p.lifecycleStatus, width: '120px' }),
  moneyColumn({
    id: 'price',
    header: 'Price at MOQ',
    width: '120px',
    value: (p) => {
      // Priced at the minimum order, as every page prices a quantity below it.
      const price = priceQuantity(partPricing(p), 1);
      return price ? { amount: price.unitPrice, currency: price.currency } : null;
    },
  }),
  displayColumn({
    id: 'compare',
    header: 'Compare',
    width: '72px',
    align: 'center',
    cell: (p) => <CompareToggle part={p.part} />,
  }),
];

/** Under this width the catalog table scrolls sideways inside its box (the sum of the column minimums). */
export const CATALOG_TABLE_MIN_WIDTH = 1100;

import { Text } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import type { Part } from '@/model/schemas';
import {
  displayColumn,
  lifecycleColumn,
  moneyColumn,
  partLinkColumn,
  quantityColumn,
  stockColumn,
  textColumn,
  type KitColumn,
} from '@/components/table';
import { CompareToggle } from '@/components/compare/CompareToggle';
import { priceQuantity } from '@/lib/pricing';
import { partPricing } from '@/model/pricingInputs';

/**
 * The catalog table: declarations only (the factories in components/table render the cells). On a phone
 * the part and its stock stay in the row; the rest opens in the row's detail. Built at render, as the
 * headers are in the UI's language.
 */
export function catalogColumns(): KitColumn<Part>[] {
  return [
    partLinkColumn({ part: (p) => p.part, width: 'minmax(160px, 1fr)', priority: 1, hideable: false }),
    displayColumn({
      id: 'description',
      header: msg`Description`,
      width: 'minmax(260px, 3fr)',
      value: (p) => p.description,
      // Two lines hold the whole description of nearly every part; the rest is on hover and the part page.
      cell: (p) => (
        <Text size="sm" lineClamp={2} title={p.description}>
          {p.description}
        </Text>
      ),
    }),
    textColumn({ id: 'series', header: msg`Series`, value: (p) => p.series, width: '70px' }),
    stockColumn({ value: (p) => p.stockQuantity, width: '110px', priority: 1 }),
    quantityColumn({ id: 'moq', header: msg`MOQ`, value: (p) => p.minimumOrderQuantity, width: '80px' }),
    quantityColumn({ id: 'lead', header: msg`Lead days`, value: (p) => p.standardLeadDays, width: '80px' }),
    lifecycleColumn({ value: (p) => p.lifecycleStatus, width: '120px' }),
    moneyColumn({
      id: 'price',
      header: msg`Price at MOQ`,
      width: '120px',
      value: (p) => {
        // Priced at the minimum order, as every page prices a quantity below it.
        const price = priceQuantity(partPricing(p), 1);
        return price ? { amount: price.unitPrice, currency: price.currency } : null;
      },
    }),
    displayColumn({
      id: 'compare',
      header: msg`Compare`,
      width: '72px',
      align: 'center',
      cell: (p) => <CompareToggle part={p.part} />,
    }),
  ];
}

/** Under this width the catalog table scrolls sideways inside its box (the sum of the column minimums). */
export const CATALOG_TABLE_MIN_WIDTH = 1180;

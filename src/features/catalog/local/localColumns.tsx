import {
  lifecycleColumn,
  moneyColumn,
  partLinkColumn,
  quantityColumn,
  textColumn,
  type KitColumn,
} from '@/components/table';
import { localUnitPrice, type LocalPart, type PriceContext } from '@/lib/localCatalog';

/** The browse table over the local copy; the price column prices the facet's quantity. */
export function localColumns(price: PriceContext): KitColumn<LocalPart>[] {
  return [
    partLinkColumn({ part: (p) => p.part, priority: 1, hideable: false }),
    textColumn({
      id: 'description',
      header: 'Description',
      value: (p) => p.description,
      width: 'minmax(260px, 2fr)',
      priority: 1,
    }),
    textColumn({ id: 'series', header: 'Series', value: (p) => p.series, width: '90px' }),
    lifecycleColumn({ value: (p) => p.lifecycleStatus }),
    quantityColumn({ id: 'stock', header: 'In stock', value: (p) => p.stockQuantity, priority: 1 }),
    quantityColumn({ id: 'moq', header: 'Min. order', value: (p) => p.minimumOrderQuantity }),
    quantityColumn({ id: 'lead', header: 'Lead time', value: (p) => p.standardLeadDays, suffix: 'days' }),
    moneyColumn({
      id: 'price',
      header: `Unit price at ${price.quantity.toLocaleString()}`,
      value: (p) => {
        const amount = localUnitPrice(p, price);
        return amount === null ? null : { amount, currency: price.currency };
      },
    }),
  ];
}

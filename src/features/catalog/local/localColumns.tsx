import { t, msg } from '@lingui/core/macro';
import {
  lifecycleColumn,
  moneyColumn,
  partLinkColumn,
  quantityColumn,
  textColumn,
  type KitColumn,
} from '@/components/table';
import { formatQuantity } from '@/lib/format';
import { localUnitPrice, type LocalPart, type PriceContext } from '@/lib/localCatalog';

/** The browse table over the local copy; the price column prices the facet's quantity. Built at render. */
export function localColumns(price: PriceContext): KitColumn<LocalPart>[] {
  const quantity = formatQuantity(price.quantity);
  return [
    partLinkColumn({ part: (p) => p.part, priority: 1, hideable: false }),
    textColumn({
      id: 'description',
      header: msg`Description`,
      value: (p) => p.description,
      width: 'minmax(260px, 2fr)',
      priority: 1,
    }),
    textColumn({ id: 'series', header: msg`Series`, value: (p) => p.series, width: '90px' }),
    lifecycleColumn({ value: (p) => p.lifecycleStatus }),
    quantityColumn({ id: 'stock', header: msg`In stock`, value: (p) => p.stockQuantity, priority: 1 }),
    quantityColumn({ id: 'moq', header: msg`Min. order`, value: (p) => p.minimumOrderQuantity }),
    quantityColumn({
      id: 'lead',
      header: msg`Lead time`,
      value: (p) => p.standardLeadDays,
      suffix: t`days`,
    }),
    moneyColumn({
      id: 'price',
      header: msg`Unit price at ${quantity}`,
      value: (p) => {
        const amount = localUnitPrice(p, price);
        return amount === null ? null : { amount, currency: price.currency };
      },
    }),
  ];
}

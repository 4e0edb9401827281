import { formatMoney } from '@/lib/format';
import { FACET_BUCKET_ORDER, type FacetId, type PriceContext } from '@/lib/localCatalog';

export const FACET_TITLES: Record<FacetId, string> = {
  series: 'Series',
  lifecycle: 'Lifecycle',
  stock: 'Stock',
  moq: 'Minimum order',
  lead: 'Standard lead time',
  packaging: 'Packaging',
  increments: 'Order quantities',
  compliance: 'Compliance',
  price: 'Unit price',
};

const FIXED: Record<string, string> = {
  'in-stock': 'In stock',
  'out-of-stock': 'Out of stock',
  '1': '1',
  '2-10': '2 to 10',
  '11-100': '11 to 100',
  '101-1000': '101 to 1,000',
  '1001+': 'Over 1,000',
  '0-14': 'Up to 2 weeks',
  '15-28': '2 to 4 weeks',
  '29-56': '4 to 8 weeks',
  '57-84': '8 to 12 weeks',
  '85+': 'Over 12 weeks',
  'full-packs': 'Full packs only',
  'any-quantity': 'Any quantity',
};

const PRICE_EDGES: Record<string, [number | null, number | null]> = {
  '<0.10': [null, 0.1],
  '0.10-0.50': [0.1, 0.5],
  '0.50-1': [0.5, 1],
  '1-5': [1, 5],
  '5+': [5, null],
};

/** A facet value as a person reads it ("2 to 4 weeks", "Under $0.10"). */
export function facetValueLabel(facet: FacetId, value: string, price: PriceContext): string {
  if (facet === 'price') {
    if (value === 'no-price') return `No price in ${price.currency}`;
    const [low, high] = PRICE_EDGES[value] ?? [null, null];
    const money = (n: number) => formatMoney(n, price.currency, { precise: true });
    if (low === null && high !== null) return `Under ${money(high)}`;
    if (high === null && low !== null) return `${money(low)} or more`;
    if (low !== null && high !== null) return `${money(low)} to under ${money(high)}`;
  }
  if (facet === 'moq' || facet === 'lead' || facet === 'stock' || facet === 'increments')
    return FIXED[value] ?? value;
  return value;
}

/** Values in their natural order (buckets low to high), the rest by count, then by name. */
export function orderFacetValues(
  facet: FacetId,
  counts: Map<string, number>,
  selected: readonly string[],
): string[] {
  const values = new Set([...counts.keys(), ...selected]);
  const fixed = FACET_BUCKET_ORDER[facet];
  if (fixed) return fixed.filter((v) => values.has(v));
  return [...values].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || a.localeCompare(b));
}

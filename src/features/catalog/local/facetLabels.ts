import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n';
import { formatMoney, formatQuantity } from '@/lib/format';
import { FACET_BUCKET_ORDER, type FacetId, type PriceContext } from '@/lib/localCatalog';

const FACET_TITLES: Record<Exclude<FacetId, 'price'>, MessageDescriptor> = {
  series: msg`Series`,
  lifecycle: msg`Lifecycle`,
  stock: msg`Stock`,
  moq: msg`Minimum order`,
  lead: msg`Standard lead time`,
  packaging: msg`Packaging`,
  increments: msg`Order quantities`,
  compliance: msg`Compliance`,
};

/** A facet's heading; the price facet names the quantity it prices. */
export function facetTitle(facet: FacetId, price: PriceContext): string {
  if (facet !== 'price') return i18n._(FACET_TITLES[facet]);
  const quantity = formatQuantity(price.quantity);
  return t`Unit price at ${quantity}`;
}

/** The buckets' words ('1' reads as itself and is left out). The keys are the URL's values. */
const FIXED: Record<string, MessageDescriptor> = {
  'in-stock': msg`In stock`,
  'out-of-stock': msg`Out of stock`,
  '2-10': msg`2 to 10`,
  '11-100': msg`11 to 100`,
  '101-1000': msg`101 to 1,000`,
  '1001+': msg`Over 1,000`,
  '0-14': msg`Up to 2 weeks`,
  '15-28': msg`2 to 4 weeks`,
  '29-56': msg`4 to 8 weeks`,
  '57-84': msg`8 to 12 weeks`,
  '85+': msg`Over 12 weeks`,
  'full-packs': msg`Full packs only`,
  'any-quantity': msg`Any quantity`,
};

const PRICE_EDGES: Record<string, [number | null, number | null]> = {
  '<0.10': [null, 0.1],
  '0.10-0.50': [0.1, 0.5],
  '0.50-1': [0.5, 1],
  '1-5': [1, 5],
  '5+': [5, null],
};

function priceValueLabel(value: string, price: PriceContext): string {
  const currency = price.currency;
  if (value === 'no-price') return t`No price in ${currency}`;
  const [low, high] = PRICE_EDGES[value] ?? [null, null];
  const lowAmount = low === null ? '' : formatMoney(low, currency, { precise: true });
  const highAmount = high === null ? '' : formatMoney(high, currency, { precise: true });
  if (low === null && high !== null) return t`Under ${highAmount}`;
  if (high === null && low !== null) return t`${lowAmount} or more`;
  if (low !== null && high !== null) return t`${lowAmount} to under ${highAmount}`;
  return value;
}

/** A facet value as a person reads it ("2 to 4 weeks", "Under $0.10"); series and lifecycle are data. */
export function facetValueLabel(facet: FacetId, value: string, price: PriceContext): string {
  if (facet === 'price') return priceValueLabel(value, price);
  if (facet === 'moq' || facet === 'lead' || facet === 'stock' || facet === 'increments') {
    const fixed = FIXED[value];
    return fixed ? i18n._(fixed) : value;
  }
  return value;
}

/** A facet value with the number of parts it would leave: "2 to 4 weeks (1,024)". */
export function facetOptionLabel(facet: FacetId, value: string, price: PriceContext, parts: number): string {
  const label = facetValueLabel(facet, value, price);
  const count = formatQuantity(parts);
  return t`${label} (${count})`;
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

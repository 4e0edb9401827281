import type { Opportunity } from '@/api/schemas';
import { parseSort } from '@/components/table';

/** The sortable columns of the quotes table and the value each sorts by. */
export const QUOTE_SORT_VALUES = {
  opportunityId: (q) => q.opportunityId,
  part: (q) => q.mfrPart,
  designCustomer: (q) => q.designCustomer,
  distributor: (q) => q.distributor,
  contractManufacturer: (q) => q.contractManufacturer,
  effectiveDate: (q) => q.effectiveDate,
  expirationDate: (q) => q.expirationDate,
  priceProtectionType: (q) => q.priceProtectionType,
  willAutoRenew: (q) => (q.willAutoRenew ? 1 : 0),
  estimatedAnnualUsage: (q) => q.estimatedAnnualUsage,
} satisfies Record<string, (q: Opportunity) => string | number | null>;
export type QuoteSortId = keyof typeof QUOTE_SORT_VALUES;

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function parseQuoteSort(sort: string | undefined): { id: QuoteSortId; desc: boolean } | null {
  const [first] = parseSort(sort);
  if (!first || !(first.id in QUOTE_SORT_VALUES)) return null;
  return { id: first.id as QuoteSortId, desc: first.desc };
}

/** The page's quotes in the order of `?sort=column.asc|desc` (stable; missing values last either way). */
export function sortQuotes(quotes: readonly Opportunity[], sort: string | undefined): Opportunity[] {
  const parsed = parseQuoteSort(sort);
  if (!parsed) return [...quotes];
  const value = QUOTE_SORT_VALUES[parsed.id];
  const sign = parsed.desc ? -1 : 1;
  return [...quotes].sort((a, b) => {
    const va = value(a);
    const vb = value(b);
    if (va === null || vb === null) return va === vb ? 0 : va === null ? 1 : -1;
    const order =
      typeof va === 'number' && typeof vb === 'number' ? va - vb : collator.compare(String(va), String(vb));
    return sign * order;
  });
}

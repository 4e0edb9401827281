import { Stack } from '@mantine/core';
import type { Opportunity } from '@/api/schemas';
import { ExpiryBadge } from '@/components/ExpiryBadge';
import { CalendarDate } from '@/components/Formatted';
import { NewOrderAnchor } from '@/components/NewOrderLink';
import { AnchorLink } from '@/components/links';
import { displayColumn, quantityColumn, textColumn, type KitColumn } from '@/components/table';
import { QUOTE_SORT_VALUES } from './quoteSort';

/** The lowest MOQ of a quote: what "order from quote" starts with. Null without breaks. */
export function firstMoq(q: Opportunity): number | null {
  return q.priceBreaks.length > 0 ? Math.min(...q.priceBreaks.map((b) => b.moq)) : null;
}

function dateColumn(
  id: 'effectiveDate' | 'expirationDate',
  header: string,
  options: { withBadge?: boolean; priority?: number } = {},
) {
  const { withBadge = false, priority } = options;
  return displayColumn<Opportunity>({
    id,
    header,
    priority,
    width: '130px',
    sortValue: QUOTE_SORT_VALUES[id],
    cell: (q) => (
      <Stack gap={2} align="flex-start">
        <CalendarDate value={q[id]} />
        {withBadge ? <ExpiryBadge expirationDate={q[id]} /> : null}
      </Stack>
    ),
  });
}

/**
 * The quotes table: declarations only. Sorting is by the ids of QUOTE_SORT_VALUES (the page sorts the
 * rows itself, so the CSV follows the same order). On a phone the part and its expiry stay in the row.
 */
export const quoteColumns: KitColumn<Opportunity>[] = [
  displayColumn({
    id: 'part',
    header: 'Part',
    priority: 1,
    hideable: false,
    width: 'minmax(170px, 1fr)',
    sortValue: QUOTE_SORT_VALUES.part,
    cell: (q) => (
      <AnchorLink
        to="/pricing"
        search={{ part: q.mfrPart }}
        ff="monospace"
        size="sm"
        style={{ whiteSpace: 'nowrap' }}
      >
        {q.mfrPart}
      </AnchorLink>
    ),
  }),
  textColumn({
    id: 'opportunityId',
    header: 'Opportunity',
    value: (q) => String(q.opportunityId),
    width: '120px',
  }),
  textColumn({
    id: 'designCustomer',
    header: 'Design customer',
    value: (q) => q.designCustomer,
  }),
  dateColumn('expirationDate', 'Expires', { withBadge: true, priority: 1 }),
  dateColumn('effectiveDate', 'Effective'),
  textColumn({ id: 'distributor', header: 'Distributor', value: (q) => q.distributor }),
  textColumn({
    id: 'contractManufacturer',
    header: 'Contract manufacturer',
    value: (q) => q.contractManufacturer,
  }),
  textColumn({ id: 'priceProtectionType', header: 'Protection', value: (q) => q.priceProtectionType }),
  textColumn({
    id: 'willAutoRenew',
    header: 'Auto-renew',
    value: (q) => (q.willAutoRenew ? 'Yes' : 'No'),
    width: '100px',
  }),
  quantityColumn({
    id: 'estimatedAnnualUsage',
    header: 'Annual usage (est.)',
    value: (q) => q.estimatedAnnualUsage,
  }),
  displayColumn({
    id: 'actions',
    header: 'Order',
    width: '140px',
    cell: (q) => {
      const moq = firstMoq(q);
      return moq === null ? (
        '—'
      ) : (
        <NewOrderAnchor part={q.mfrPart} qty={moq}>
          Order from quote
        </NewOrderAnchor>
      );
    },
  }),
];

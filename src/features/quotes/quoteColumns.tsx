import { Stack } from '@mantine/core';
import type { Opportunity } from '@/model/schemas';
import { ExpiryBadge } from '@/components/ExpiryBadge';
import { CalendarDate } from '@/components/Formatted';
import { NewOrderAnchor } from '@/components/NewOrderLink';
import { AnchorLink } from '@/components/links';
import { displayColumn, exportColumn, quantityColumn, textColumn, type KitColumn } from '@/components/table';

/** The lowest MOQ of a quote: what "order from quote" starts with. Null without breaks. */
export function firstMoq(q: Opportunity): number | null {
  return q.priceBreaks.length > 0 ? Math.min(...q.priceBreaks.map((b) => b.moq)) : null;
}

/** A quote's price breaks from the lowest MOQ: the CSV writes one line per break. */
const breaksOf = (q: Opportunity) => [...q.priceBreaks].sort((a, b) => a.moq - b.moq);

function dateColumn(
  id: 'effectiveDate' | 'expirationDate',
  header: string,
  options: { withBadge?: boolean; priority?: number; csvHeader: string },
) {
  const { withBadge = false, priority, csvHeader } = options;
  return displayColumn<Opportunity>({
    id,
    header,
    csvHeader,
    priority,
    width: '130px',
    value: (q) => q[id],
    cell: (q) => (
      <Stack gap={2} align="flex-start">
        <CalendarDate value={q[id]} />
        {withBadge ? <ExpiryBadge expirationDate={q[id]} /> : null}
      </Stack>
    ),
  });
}

/**
 * The quotes table and its CSV: declarations only. The page sorts the rows itself by these columns
 * (sortRows), so the CSV follows the order shown; the CSV writes a quote once per price break
 * (quoteCsvLines). On a phone the part and its expiry stay in the row.
 */
export const quoteColumns: KitColumn<Opportunity>[] = [
  displayColumn({
    id: 'part',
    header: 'Part',
    priority: 1,
    hideable: false,
    width: 'minmax(170px, 1fr)',
    value: (q) => q.mfrPart,
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
    csvHeader: 'Opportunity id',
    value: (q) => String(q.opportunityId),
    width: '120px',
  }),
  textColumn({
    id: 'designCustomer',
    header: 'Design customer',
    value: (q) => q.designCustomer,
  }),
  dateColumn('expirationDate', 'Expires', { withBadge: true, priority: 1, csvHeader: 'Expiration date' }),
  dateColumn('effectiveDate', 'Effective', { csvHeader: 'Effective date' }),
  textColumn({ id: 'distributor', header: 'Distributor', value: (q) => q.distributor }),
  textColumn({
    id: 'contractManufacturer',
    header: 'Contract manufacturer',
    value: (q) => q.contractManufacturer,
  }),
  textColumn({
    id: 'priceProtectionType',
    header: 'Protection',
    csvHeader: 'Protection type',
    value: (q) => q.priceProtectionType,
  }),
  textColumn({
    id: 'willAutoRenew',
    header: 'Auto-renew',
    value: (q) => (q.willAutoRenew ? 'Yes' : 'No'),
    width: '100px',
  }),
  quantityColumn({
    id: 'estimatedAnnualUsage',
    header: 'Annual usage (est.)',
    csvHeader: 'Estimated annual usage',
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
  exportColumn({ id: 'moq', header: 'MOQ', csv: (q, line) => breaksOf(q)[line]?.moq }),
  exportColumn({
    id: 'oemPrice',
    // The quotes API states no currency (spec 2.4).
    header: 'OEM price (no currency stated)',
    csv: (q, line) => breaksOf(q)[line]?.oemPrice,
  }),
  exportColumn({
    id: 'distPrice',
    header: 'Distributor price (no currency stated)',
    csv: (q, line) => breaksOf(q)[line]?.distPrice,
  }),
];

/** A quote's CSV lines: one per price break, one for a quote without breaks. */
export const quoteCsvLines = (q: Opportunity) => q.priceBreaks.length;

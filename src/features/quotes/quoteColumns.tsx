import { Stack } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { t, msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
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
  options: { withBadge?: boolean; priority?: number; csvHeader: MessageDescriptor },
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

/*
 * The CSV's headers, where they differ from the table's: English in the CSV unless the user asked for the
 * portal's language (docs/i18n.md, "CSV exports"). The auto-renew cells stay English.
 */
const CSV = {
  part: msg`Part`,
  opportunityId: msg`Opportunity id`,
  designCustomer: msg`Design customer`,
  expirationDate: msg`Expiration date`,
  effectiveDate: msg`Effective date`,
  distributor: msg`Distributor`,
  contractManufacturer: msg`Contract manufacturer`,
  priceProtectionType: msg`Protection type`,
  willAutoRenew: msg`Auto-renew`,
  estimatedAnnualUsage: msg`Estimated annual usage`,
  moq: msg`MOQ`,
  // The quotes API states no currency (spec 2.4).
  oemPrice: msg`OEM price (no currency stated)`,
  distPrice: msg`Distributor price (no currency stated)`,
} as const;

/* eslint-disable lingui/no-unlocalized-strings -- the auto-renew cells of the CSV, read by tools */
const CSV_YES = 'Yes';
const CSV_NO = 'No';
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * The quotes table and its CSV: declarations only. The page sorts the rows itself by these columns
 * (sortRows), so the CSV follows the order shown; the CSV writes a quote once per price break
 * (quoteCsvLines). On a phone the part and its expiry stay in the row. Built at render, as the headers are
 * in the UI's language.
 */
export function quoteColumns(): KitColumn<Opportunity>[] {
  return [
    displayColumn({
      id: 'part',
      header: msg`Part`,
      csvHeader: CSV.part,
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
      header: msg`Opportunity`,
      csvHeader: CSV.opportunityId,
      value: (q) => String(q.opportunityId),
      width: '120px',
    }),
    textColumn({
      id: 'designCustomer',
      header: msg`Design customer`,
      csvHeader: CSV.designCustomer,
      value: (q) => q.designCustomer,
    }),
    dateColumn('expirationDate', t`Expires`, {
      withBadge: true,
      priority: 1,
      csvHeader: CSV.expirationDate,
    }),
    dateColumn('effectiveDate', t`Effective`, { csvHeader: CSV.effectiveDate }),
    textColumn({
      id: 'distributor',
      header: msg`Distributor`,
      csvHeader: CSV.distributor,
      value: (q) => q.distributor,
    }),
    textColumn({
      id: 'contractManufacturer',
      header: msg`Contract manufacturer`,
      csvHeader: CSV.contractManufacturer,
      value: (q) => q.contractManufacturer,
    }),
    textColumn({
      id: 'priceProtectionType',
      header: msg`Protection`,
      csvHeader: CSV.priceProtectionType,
      value: (q) => q.priceProtectionType,
    }),
    textColumn({
      id: 'willAutoRenew',
      header: msg`Auto-renew`,
      csvHeader: CSV.willAutoRenew,
      value: (q) => (q.willAutoRenew ? t`Yes` : t`No`),
      csv: (q) => (q.willAutoRenew ? CSV_YES : CSV_NO),
      width: '100px',
    }),
    quantityColumn({
      id: 'estimatedAnnualUsage',
      header: msg`Annual usage (est.)`,
      csvHeader: CSV.estimatedAnnualUsage,
      value: (q) => q.estimatedAnnualUsage,
    }),
    displayColumn({
      id: 'actions',
      header: msg`Order`,
      width: '140px',
      cell: (q) => {
        const moq = firstMoq(q);
        return moq === null ? (
          '—'
        ) : (
          <NewOrderAnchor part={q.mfrPart} qty={moq}>
            <Trans>Order from quote</Trans>
          </NewOrderAnchor>
        );
      },
    }),
    // Export-only: never shown, so their headers are the CSV's.
    exportColumn({ id: 'moq', header: CSV.moq, csv: (q, line) => breaksOf(q)[line]?.moq }),
    exportColumn({ id: 'oemPrice', header: CSV.oemPrice, csv: (q, line) => breaksOf(q)[line]?.oemPrice }),
    exportColumn({ id: 'distPrice', header: CSV.distPrice, csv: (q, line) => breaksOf(q)[line]?.distPrice }),
  ];
}

/** A quote's CSV lines: one per price break, one for a quote without breaks. */
export const quoteCsvLines = (q: Opportunity) => q.priceBreaks.length;

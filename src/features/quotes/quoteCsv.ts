import type { Opportunity } from '@/api/schemas';
import { toCsv } from '@/lib/csv';

const HEADER = [
  'Opportunity id',
  'Part',
  'Design customer',
  'Distributor',
  'Contract manufacturer',
  'Effective date',
  'Expiration date',
  'Protection type',
  'Auto-renew',
  'Estimated annual usage',
  'MOQ',
  // The quotes API states no currency (spec 2.4).
  'OEM price (no currency stated)',
  'Distributor price (no currency stated)',
];

/**
 * The quotes shown, in the order shown, one CSV row per price break (a quote without breaks gets one
 * row). Written by the shared writer (papaparse, escapeFormulae): a cell starting with = + - @ is escaped.
 */
export function quotesCsv(quotes: readonly Opportunity[]): string {
  const rows = quotes.flatMap((q) =>
    (q.priceBreaks.length > 0 ? [...q.priceBreaks].sort((a, b) => a.moq - b.moq) : [null]).map((b) => [
      String(q.opportunityId),
      q.mfrPart,
      q.designCustomer,
      q.distributor,
      q.contractManufacturer,
      q.effectiveDate,
      q.expirationDate,
      q.priceProtectionType,
      q.willAutoRenew ? 'yes' : 'no',
      q.estimatedAnnualUsage,
      b?.moq,
      b?.oemPrice,
      b?.distPrice,
    ]),
  );
  return toCsv(HEADER, rows, { bom: true });
}

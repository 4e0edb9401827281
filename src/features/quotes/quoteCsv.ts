import Papa from 'papaparse';
import type { Opportunity } from '@/api/schemas';
import { QUOTE_CURRENCY } from '@/lib/quotes';

/**
 * The quotes shown, one CSV row per price break (a quote without breaks gets one row). Written by
 * papaparse with escapeFormulae, so a cell starting with = + - @ is not run as a formula by a spreadsheet.
 */
export function quotesCsv(quotes: readonly Opportunity[]): string {
  const rows = quotes.flatMap((q) =>
    (q.priceBreaks.length > 0 ? q.priceBreaks : [null]).map((b) => ({
      'Opportunity id': String(q.opportunityId),
      Part: q.mfrPart,
      'Design customer': q.designCustomer,
      Distributor: q.distributor,
      'Contract manufacturer': q.contractManufacturer ?? '',
      'Effective date': q.effectiveDate,
      'Expiration date': q.expirationDate,
      'Protection type': q.priceProtectionType,
      'Auto-renew': q.willAutoRenew ? 'yes' : 'no',
      'Estimated annual usage': q.estimatedAnnualUsage,
      MOQ: b?.moq ?? '',
      [`OEM price (${QUOTE_CURRENCY})`]: b?.oemPrice ?? '',
      [`Distributor price (${QUOTE_CURRENCY})`]: b?.distPrice ?? '',
    })),
  );
  return Papa.unparse(rows, { escapeFormulae: true, newline: '\r\n' });
}

/** Saves text as a file through a temporary link (no server round trip). */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import type { Opportunity } from '@/model/schemas';
import { sortRows } from '@/components/table';
import { tableCsv } from '@/components/table/csv';
import { quoteColumns, quoteCsvLines } from './quoteColumns';

const quotesCsv = (quotes: readonly Opportunity[]) =>
  tableCsv(quoteColumns(), quotes, { bom: true, linesPerRow: quoteCsvLines });

const quote = (over: Partial<Opportunity> = {}): Opportunity => ({
  designCustomer: 'Acme Robotics',
  distributor: 'Tessera Supply',
  contractManufacturer: null,
  mfrPart: 'TSH-010-254-DG',
  opportunityId: 3_000_000_123,
  effectiveDate: '2026-01-01',
  expirationDate: '2026-12-31',
  priceBreaks: [
    { moq: 100, oemPrice: 0.31, distPrice: 0.27 },
    { moq: 1000, oemPrice: 0.29, distPrice: null },
  ],
  priceProtectionType: 'Price Protected',
  willAutoRenew: true,
  estimatedAnnualUsage: 12_000,
  ...over,
});

describe('the quotes CSV, from the table declarations', () => {
  it('writes one row per price break with every column', () => {
    const rows = Papa.parse<string[]>(
      quotesCsv([quote()])
        .replace(/^\uFEFF/, '')
        .trim(),
    ).data;
    expect(rows[0]).toEqual([
      'Part',
      'Opportunity id',
      'Design customer',
      'Expiration date',
      'Effective date',
      'Distributor',
      'Contract manufacturer',
      'Protection type',
      'Auto-renew',
      'Estimated annual usage',
      'MOQ',
      'OEM price (no currency stated)',
      'Distributor price (no currency stated)',
    ]);
    expect(rows[1]).toEqual([
      'TSH-010-254-DG',
      '3000000123',
      'Acme Robotics',
      '2026-12-31',
      '2026-01-01',
      'Tessera Supply',
      '',
      'Price Protected',
      'Yes',
      '12000',
      '100',
      '0.31',
      '0.27',
    ]);
    expect(rows[2]?.slice(0, 2)).toEqual(['TSH-010-254-DG', '3000000123']);
    expect(rows[2]?.slice(10)).toEqual(['1000', '0.29', '']);
    expect(Papa.parse(quotesCsv([quote({ priceBreaks: [] })]).trim()).data).toHaveLength(2);
  });

  it('escapes cells a spreadsheet would run as formulas', () => {
    const csv = quotesCsv(
      ['=HYPERLINK("x")', '+1', '-2', '@Home'].map((designCustomer) =>
        quote({ designCustomer, priceBreaks: [] }),
      ),
    );
    const cells = Papa.parse<string[]>(csv.trim())
      .data.slice(1)
      .map((r) => r[2]);
    expect(cells).toEqual([`'=HYPERLINK("x")`, "'+1", "'-2", "'@Home"]);
  });
});

describe('sorting the quotes shown by the declared columns', () => {
  const quotes = [
    quote({ opportunityId: 10, expirationDate: '2026-03-01', mfrPart: 'P-10' }),
    quote({ opportunityId: 9, expirationDate: '2026-01-01', mfrPart: 'P-2' }),
    quote({ opportunityId: 11, expirationDate: '2026-02-01', mfrPart: 'P-1', contractManufacturer: null }),
  ];
  const ids = (sort: string | undefined) =>
    sortRows(quoteColumns(), quotes, sort).map((q) => q.opportunityId);

  it('orders numbers as numbers, dates and part numbers naturally, either way', () => {
    expect(ids('opportunityId.asc')).toEqual([9, 10, 11]);
    expect(ids('expirationDate.desc')).toEqual([10, 11, 9]);
    expect(ids('part.asc')).toEqual([11, 9, 10]);
  });

  it('keeps the order for no sort, an unknown column or an unsortable one', () => {
    expect(ids(undefined)).toEqual([10, 9, 11]);
    expect(ids('nope.asc')).toEqual([10, 9, 11]);
    expect(ids('actions.asc')).toEqual([10, 9, 11]);
  });
});

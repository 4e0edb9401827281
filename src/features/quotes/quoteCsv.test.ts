import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import type { Opportunity } from '@/api/schemas';
import { quotesCsv } from './quoteCsv';

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

describe('quotesCsv', () => {
  it('writes one row per price break with every column', () => {
    const rows = Papa.parse<string[]>(
      quotesCsv([quote()])
        .replace(/^\uFEFF/, '')
        .trim(),
    ).data;
    expect(rows[0]).toEqual([
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
      'OEM price (no currency stated)',
      'Distributor price (no currency stated)',
    ]);
    expect(rows[1]).toEqual([
      '3000000123',
      'TSH-010-254-DG',
      'Acme Robotics',
      'Tessera Supply',
      '',
      '2026-01-01',
      '2026-12-31',
      'Price Protected',
      'yes',
      '12000',
      '100',
      '0.31',
      '0.27',
    ]);
    expect(rows[2]?.slice(10)).toEqual(['1000', '0.29', '']);
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

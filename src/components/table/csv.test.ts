import { afterEach, describe, expect, it } from 'vitest';
import { t, msg } from '@lingui/core/macro';
import { chooseLanguage, i18n } from '@/lib/i18n';
import { saveSettings } from '@/lib/settings';
import {
  dateTimeColumn,
  dayOrDateTimeColumn,
  displayColumn,
  moneyColumn,
  partLinkColumn,
  quantityColumn,
  textColumn,
} from './columns';
import { tableCsv } from './csv';
import { sortRows } from './sortRows';
import type { KitColumn } from './meta';

type Line = { part: string; note: string; qty: number | null; price: number };

const columns: KitColumn<Line>[] = [
  partLinkColumn({ part: (l) => l.part }),
  textColumn({ id: 'note', header: 'Note', value: (l) => l.note }),
  quantityColumn({ id: 'qty', header: 'Quantity', value: (l) => l.qty }),
  moneyColumn({ id: 'price', header: 'Unit price', value: (l) => ({ amount: l.price, currency: 'EUR' }) }),
  displayColumn({ id: 'actions', header: 'Actions', hideHeader: true, cell: () => 'Remove' }),
];

describe('tableCsv', () => {
  it('exports the declared columns with their labels and plain values, not the rendered cells', () => {
    const text = tableCsv(columns, [
      { part: 'P-1', note: '=HYPERLINK("x")', qty: 12000, price: 0.5 },
      { part: 'P-2', note: 'a, b', qty: null, price: 2 },
    ]);
    expect(text.split('\r\n')).toEqual([
      'Part number,Note,Quantity,Unit price',
      `P-1,"'=HYPERLINK(""x"")",12000,0.5 EUR`,
      'P-2,"a, b",,2 EUR',
    ]);
  });

  it('names the unit in the header: UTC for date-times as the API sent them, a suffix for quantities', () => {
    type Call = { at: string; day: string; ms: number };
    const callColumns: KitColumn<Call>[] = [
      dateTimeColumn({ id: 'at', header: 'Time', value: (c) => c.at }),
      dayOrDateTimeColumn({ id: 'day', header: 'Shipped', value: (c) => c.day }),
      quantityColumn({ id: 'ms', header: 'Elapsed', suffix: 'ms', value: (c) => c.ms }),
      dateTimeColumn({ id: 'named', header: 'When', csvHeader: 'Logged at', value: (c) => c.at }),
    ];
    expect(
      tableCsv(callColumns, [{ at: '2026-11-24T10:15:00Z', day: '2026-11-24T00:00:00Z', ms: 1250 }]),
    ).toBe(
      'Time (UTC),Shipped (UTC),Elapsed (ms),Logged at\r\n2026-11-24T10:15:00Z,2026-11-24T00:00:00Z,1250,2026-11-24T10:15:00Z',
    );
  });

  it('takes a display column when it has a csv accessor', () => {
    const withCsv = [
      ...columns.slice(0, 1),
      displayColumn<Line>({ id: 'status', header: 'Status', cell: () => null, csv: () => 'open' }),
    ];
    expect(tableCsv(withCsv, [{ part: 'P-1', note: '', qty: 1, price: 1 }])).toBe(
      'Part number,Status\r\nP-1,open',
    );
  });

  it('sorts and exports a display column by its value, or by sortValue and csv where they differ', () => {
    const lines: Line[] = [
      { part: 'P-10', note: 'b', qty: 1, price: 1 },
      { part: 'P-2', note: 'a', qty: 2, price: 1 },
    ];
    const noteCell = (l: Line) => `[${l.note}]`;
    const byValue = [
      displayColumn<Line>({ id: 'note', header: 'Note', cell: noteCell, value: (l) => l.note }),
    ];
    expect(byValue[0]?.enableSorting).toBe(true);
    expect(sortRows(byValue, lines, 'note.asc').map((l) => l.part)).toEqual(['P-2', 'P-10']);
    expect(tableCsv(byValue, lines)).toBe('Note\r\nb\r\na');

    const apart = [
      displayColumn<Line>({
        id: 'note',
        header: 'Note',
        cell: noteCell,
        value: (l) => l.note,
        sortValue: (l) => l.qty,
        csv: (l) => l.part,
      }),
    ];
    expect(sortRows(apart, lines, 'note.desc').map((l) => l.part)).toEqual(['P-2', 'P-10']);
    expect(tableCsv(apart, lines)).toBe('Note\r\nP-10\r\nP-2');
  });

  describe('in another language', () => {
    afterEach(async () => {
      await chooseLanguage('en');
      localStorage.clear();
    });

    it('keeps the English column keys that tools read, units included', async () => {
      await chooseLanguage('pseudo');
      type Row = { at: string; count: number };
      // Headers as a page declares them while rendering: in the language shown.
      const shown: KitColumn<Row>[] = [
        dateTimeColumn({ id: 'at', header: msg`Search`, value: (r) => r.at }),
        quantityColumn({ id: 'count', header: msg`Orders`, suffix: t`Usage`, value: (r) => r.count }),
      ];
      expect(shown.map((c) => c.meta?.label)).not.toContain('Orders');
      expect(tableCsv(shown, [{ at: '2026-11-24T10:15:00Z', count: 3 }]).split('\r\n')[0]).toBe(
        'Search (UTC),Orders (Usage)',
      );
    });

    it('writes each header’s own English, even where two share a translation', async () => {
      await chooseLanguage('de');
      type Row = { day: string };
      const columns: KitColumn<Row>[] = [
        textColumn({ id: 'a', header: msg`Requested`, value: (r) => r.day }),
        textColumn({ id: 'b', header: msg`Requested date`, value: (r) => r.day }),
      ];
      // Both read "Wunschtermin" in German; the CSV keeps them apart.
      expect(columns.map((c) => c.meta?.label)).toEqual(['Wunschtermin', 'Wunschtermin']);
      expect(tableCsv(columns, []).split('\r\n')[0]).toBe('Requested,Requested date');
    });

    it('writes the headers in the portal’s language when the user asks for it in Settings', async () => {
      await chooseLanguage('de');
      saveSettings({ csvHeaders: 'language' });
      type Row = { at: string; n: number };
      const columns: KitColumn<Row>[] = [
        dateTimeColumn({ id: 'at', header: msg`Requested`, value: (r) => r.at }),
        quantityColumn({ id: 'n', header: msg`Quantity`, value: (r) => r.n }),
      ];
      expect(tableCsv(columns, []).split('\r\n')[0]).toBe(`Wunschtermin (UTC),${i18n._(msg`Quantity`)}`);
      saveSettings({ csvHeaders: 'english' });
    });
  });
});

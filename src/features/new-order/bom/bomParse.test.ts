import { describe, expect, it } from 'vitest';
import { MAX_BOM_ROWS, columnOf, parseBom, parseBomDate, parseQuantity } from './bomParse';

describe('BOM parsing', () => {
  it('matches header names loosely', () => {
    expect(columnOf('Part Number')).toBe('part');
    expect(columnOf(' MPN ')).toBe('part');
    expect(columnOf('Qty.')).toBe('quantity');
    expect(columnOf('Customer P/N')).toBe('customerPart');
    expect(columnOf('Need-by')).toBe('requestedDate');
    expect(columnOf('Colour')).toBeNull();
  });

  it('reads comma, semicolon and tab separated files alike', () => {
    const expected = [
      { part: 'TSH-010-254-DA', quantity: 1000, customerPart: 'C-1', requestedDate: '2026-12-01' },
    ];
    const pick = (text: string) => {
      const result = parseBom(text);
      if (!result.ok) throw new Error(result.message);
      return result.rows.map(({ part, quantity, customerPart, requestedDate }) => ({
        part,
        quantity,
        customerPart,
        requestedDate,
      }));
    };
    expect(pick('Part,Qty,Customer Part,Date\nTSH-010-254-DA,"1,000",C-1,2026-12-01')).toEqual(expected);
    expect(pick('Artikelnummer;Menge;CPN;Liefertermin\nTSH-010-254-DA;1.000;C-1;01.12.2026')).toEqual(
      expected,
    );
    expect(
      pick(
        'Part Number\tQuantity\tCustomer Part\tRequested Date\r\nTSH-010-254-DA\t1000\tC-1\t2026-12-01\r\n',
      ),
    ).toEqual(expected);
  });

  it('takes a headerless paste as part, quantity, customer part, date', () => {
    const result = parseBom('TSH-010-254-DA\t5\nMZS-020-050-DG\t10');
    expect(result.ok && result.rows.map((r) => [r.rowNumber, r.part, r.quantity])).toEqual([
      [1, 'TSH-010-254-DA', 5],
      [2, 'MZS-020-050-DG', 10],
    ]);
  });

  it('names the problem of each row', () => {
    const result = parseBom('part;qty;date\n;5;\nX;2.5;\nY;3;31.02.2026');
    expect(result.ok && result.rows.map((r) => r.problems.map((p) => p.kind))).toEqual([
      ['missing-part'],
      ['bad-quantity'],
      ['bad-date'],
    ]);
  });

  it(`refuses more than ${MAX_BOM_ROWS} rows and a file without a quantity column`, () => {
    const big = ['part,qty', ...Array.from({ length: MAX_BOM_ROWS + 1 }, (_, i) => `P${i},1`)].join('\n');
    const tooMany = parseBom(big);
    expect(tooMany.ok).toBe(false);
    expect(!tooMany.ok && tooMany.message).toContain('201 rows');
    const ok = parseBom(
      ['part,qty', ...Array.from({ length: MAX_BOM_ROWS }, (_, i) => `P${i},1`)].join('\n'),
    );
    expect(ok.ok && ok.rows.length).toBe(MAX_BOM_ROWS);
    expect(parseBom('part,colour\nA,red').ok).toBe(false);
    expect(parseBom('  \n').ok).toBe(false);
  });

  it('parses quantities and dates strictly', () => {
    expect(parseQuantity('12')).toBe(12);
    expect(parseQuantity("1'250")).toBe(1250);
    expect(parseQuantity('1,5')).toBeNull();
    expect(parseBomDate('2026-2-3')).toBe('2026-02-03');
    expect(parseBomDate('03/02/2026')).toBeNull();
  });
});

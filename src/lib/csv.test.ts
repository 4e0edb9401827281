import { afterEach, describe, expect, it, vi } from 'vitest';
import Papa from 'papaparse';
import fc from 'fast-check';
import { toCsv } from './csv';
import { downloadFile } from './saveFile';

const parse = (text: string) => Papa.parse<string[]>(text.replace(/^\uFEFF/, '')).data;

describe('toCsv', () => {
  it('escapes cells a spreadsheet would run as a formula', () => {
    const text = toCsv(['a', 'b', 'c', 'd'], [['=SUM(A1)', '+1', '-2+3', '@cmd']]);
    expect(parse(text)[1]).toEqual(["'=SUM(A1)", "'+1", "'-2+3", "'@cmd"]);
  });

  it('keeps numbers as numbers, negative ones too', () => {
    expect(toCsv(['n'], [[-5], [1234.5]])).toBe('n\r\n-5\r\n1234.5');
  });

  it('keeps quotes, commas and newlines inside cells', () => {
    const text = toCsv(['text'], [['say "hi", then\nleave']]);
    expect(text).toBe('text\r\n"say ""hi"", then\nleave"');
    expect(parse(text)[1]).toEqual(['say "hi", then\nleave']);
  });

  it('writes empty cells for missing values', () => {
    expect(toCsv(['a', 'b'], [[null, undefined]])).toBe('a,b\r\n,');
  });

  it('adds a UTF-8 byte-order mark only when asked (for Excel)', () => {
    expect(toCsv(['€'], [])).not.toMatch(/^\uFEFF/);
    expect(toCsv(['€'], [], { bom: true })).toMatch(/^\uFEFF€/);
  });

  it('round-trips any text that does not start a formula', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string().filter((s) => !/^[=+\-@\t\r]/.test(s)),
          { minLength: 1 },
        ),
        (cells) => {
          const text = toCsv(
            cells.map((_, i) => `c${i}`),
            [cells],
          );
          // The delimiter is named: a lone cell such as ";;" would otherwise be read as semicolon-separated.
          const [, row] = Papa.parse<string[]>(text, { newline: '\r\n', delimiter: ',' }).data;
          expect(row).toEqual(cells);
        },
      ),
    );
  });
});

describe('downloadFile', () => {
  afterEach(() => vi.restoreAllMocks());

  it('saves the text under the file name through an object URL', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:csv';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('quotes.csv');
      expect(this.href).toBe('blob:csv');
    });
    downloadFile('a,b', 'quotes.csv');
    expect(click).toHaveBeenCalledOnce();
    expect(await created[0]?.text()).toBe('a,b');
    expect(created[0]?.type).toBe('text/csv;charset=utf-8');
    expect(document.querySelector('a[download]')).toBeNull();
  });
});

// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeHttpUrl } from './url';

const HOSTILE = [
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example/x.pdf',
  '/relative/path',
  'https:evil.example',
  'mailto:someone@example.com',
  '',
  '   ',
];

describe('safeHttpUrl: only http(s) URLs from the API become links, images or downloads', () => {
  it.each(HOSTILE)('refuses %j', (raw) => {
    expect(safeHttpUrl(raw)).toBeNull();
  });

  it('keeps http and https URLs (normalised)', () => {
    expect(safeHttpUrl(' https://acme.example/a b.pdf ')).toBe('https://acme.example/a%20b.pdf');
    expect(safeHttpUrl('HTTP://acme.example')).toBe('http://acme.example/');
  });

  it('whatever it lets through parses as http: or https: (property)', () => {
    const scheme = fc.constantFrom(
      'http',
      'https',
      'javascript',
      'data',
      'vbscript',
      'file',
      'ftp',
      'blob',
      '',
    );
    const text = fc.string({ unit: 'binary', maxLength: 30 });
    fc.assert(
      fc.property(scheme, text, text, (s, sep, rest) => {
        const safe = safeHttpUrl(`${s}${sep}${rest}`);
        if (safe !== null) expect(['http:', 'https:']).toContain(new URL(safe).protocol);
      }),
      { numRuns: 5_000 },
    );
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['http', 'https'] }), (url) => {
        expect(safeHttpUrl(url)).not.toBeNull();
      }),
      { numRuns: 1_000 },
    );
  });
});

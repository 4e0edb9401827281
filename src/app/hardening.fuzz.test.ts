import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { z } from '@/lib/zod';
import {
  availabilityParamsSchema,
  catalogPageParamsSchema,
  partLookupParamsSchema,
  searchPartsParamsSchema,
} from '@/api/catalog';
import { buildUrl } from '@/api/http';
import { encodePathSegment, partParam } from '@/api/validate';
import { availabilitySearchSchema } from '@/features/availability/availabilityRoute';
import { catalogSearchSchema } from '@/features/catalog/catalogRoute';
import { compareSearchSchema } from '@/features/compare/compareRoute';
import { partSearchSchema } from '@/features/part/partRoute';
import { searchPageSearchSchema } from '@/features/search/searchParams';
import { settingsSearchSchema } from '@/features/settings/settingsRoute';
import { settingsFormSchema } from '@/features/settings/settingsForm';
import { formatCompareParts, parseCompareParts } from '@/lib/compareParts';
import { safeReturnPath } from '@/lib/returnPath';

/**
 * Bad input (docs/reliability.md): every route's search schema, the API parameter encoders and the form validators
 * under hostile input. Each property counts its runs; the last test proves at least 10,000 in all
 * (the figure docs/reliability.md reports).
 */
const RUNS = 1_000;
let casesRun = 0;
const counted =
  <A extends unknown[]>(check: (...args: A) => void) =>
  (...args: A): void => {
    casesRun++;
    check(...args);
  };

/** What a URL search value can be after TanStack Router's JSON-ish parsing, plus worse. */
const hostileScalar = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    '../../etc/passwd',
    '%00%ff%',
    '9'.repeat(400),
    '-1e308',
    'NaN',
    'Infinity',
    '__proto__',
    'constructor',
    '\u202e\u0000\ufeff',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🧪',
    ',,,',
    'a,a',
  ),
  fc.double(),
  fc.integer(),
  fc.bigInt().map(String),
  fc.boolean(),
  fc.constant(null),
);
const hostileValue = fc.oneof(
  { weight: 4, arbitrary: hostileScalar },
  fc.array(hostileScalar, { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), hostileScalar, { maxKeys: 3 }),
);
const hostileSearch = (keys: string[]) =>
  fc.dictionary(fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 10 })), hostileValue, {
    maxKeys: 8,
  });

const ROUTE_SCHEMAS: [string, z.ZodMiniType, string[]][] = [
  ['/parts', catalogSearchSchema, ['currency']],
  ['/search', searchPageSearchSchema, ['q', 'count', 'mode', 'currency']],
  ['/parts/$part', partSearchSchema, ['qty', 'currency', 'tab']],
  ['/availability', availabilitySearchSchema, ['since', 'part']],
  ['/compare', compareSearchSchema, ['parts', 'qty', 'currency']],
  ['/settings', settingsSearchSchema, ['from']],
];

describe('route search schemas: any URL falls back to defaults, never throws', () => {
  for (const [route, schema, keys] of ROUTE_SCHEMAS) {
    it(route, () => {
      fc.assert(
        fc.property(
          hostileSearch(keys),
          counted((search) => {
            const parsed = schema.safeParse(search);
            expect(parsed.success).toBe(true);
            // Parsing what came out again gives the same: a fallen-back URL is stable.
            expect(schema.parse(parsed.data)).toEqual(parsed.data);
          }),
        ),
        { numRuns: RUNS },
      );
    });
  }
});

describe('API parameter encoders', () => {
  const PARAM_SCHEMAS: [string, z.ZodMiniType][] = [
    ['search', searchPartsParamsSchema],
    ['part lookup', partLookupParamsSchema],
    ['catalog page', catalogPageParamsSchema],
    ['availability', availabilityParamsSchema],
  ];
  for (const [name, schema] of PARAM_SCHEMAS) {
    it(`${name} parameters validate or refuse, never throw`, () => {
      fc.assert(
        fc.property(
          fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 6 }),
          counted((params) => {
            expect(() => schema.safeParse(params)).not.toThrow();
          }),
        ),
        { numRuns: RUNS },
      );
    });
  }

  it('buildUrl keeps any query value intact and inside the query string', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 12 }),
        fc.string({ unit: 'grapheme', maxLength: 80 }),
        counted((name, value) => {
          const url = buildUrl('catalog', '/v3/search', { [name]: value });
          expect(url.searchParams.get(name)).toBe(value);
          expect(url.pathname).toBe('/api/v3/search');
        }),
      ),
      { numRuns: RUNS },
    );
  });

  it('a part number the fetcher accepts stays one path segment whatever it holds', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }),
        counted((part) => {
          // "." and ".." cannot be a URL segment at all: partParam refuses them before encoding.
          if (!partParam().safeParse(part).success) return;
          const url = buildUrl('catalog', `/v3/${encodePathSegment(part)}`);
          const segments = url.pathname.split('/');
          expect(segments).toHaveLength(4);
          expect(decodeURIComponent(segments[3] ?? '')).toBe(part);
        }),
      ),
      { numRuns: RUNS },
    );
  });

  it('compare parts: what parses formats back to itself', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 40 }),
          fc.array(fc.string({ maxLength: 12 }), { maxLength: 6 }).map((a) => a.join(',')),
        ),
        counted((value) => {
          const parts = parseCompareParts(value);
          if (parts) expect(formatCompareParts(parts)).toBe(value);
        }),
      ),
      { numRuns: RUNS },
    );
  });
});

describe('form validators', () => {
  it('Settings: any input validates or names a field; accepted tokens carry no whitespace', () => {
    fc.assert(
      fc.property(
        fc.record({ token: hostileValue, clientAppName: hostileValue, currency: hostileValue }),
        counted((values) => {
          const parsed = settingsFormSchema.safeParse(values);
          if (parsed.success) {
            expect(parsed.data.token).not.toMatch(/\s/);
            expect(parsed.data.clientAppName.length).toBeGreaterThanOrEqual(3);
          } else {
            expect(parsed.error.issues[0]?.path.length).toBeGreaterThan(0);
          }
        }),
      ),
      { numRuns: RUNS },
    );
  });

  it('the Settings return path never leaves the portal', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 40 }),
          fc.webUrl(),
          fc.webPath(),
          fc.constantFrom('//evil.example', '/\\evil.example', 'javascript:alert(1)'),
        ),
        counted((value) => {
          const path = safeReturnPath(value);
          if (path !== undefined) {
            expect(new URL(path, 'https://portal.example').origin).toBe('https://portal.example');
          }
        }),
      ),
      { numRuns: RUNS },
    );
  });
});

it('ran at least 10,000 fuzz cases in all', () => {
  // vitest runs this file's tests in order: every property above has already run.
  expect(casesRun).toBeGreaterThanOrEqual(10_000);
});

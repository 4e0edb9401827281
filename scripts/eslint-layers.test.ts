// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repo's own eslint.config.js, run on probe files that exist only as text: each wrong-way import is
// refused with the layer rule, and the right-way ones pass.
const eslint = new ESLint({ cwd: process.cwd() });

async function ruleErrors(rule: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}
const layerErrors = (filePath: string, code: string) =>
  ruleErrors('layers/imports-run-one-way', filePath, code);

const probe = (spec: string) => `import { x } from '${spec}';\nexport const y = x;\n`;

describe('ESLint refuses wrong-way imports', () => {
  it.each([
    ['a feature importing another feature', 'src/features/home/Probe.tsx', '@/features/availability/x'],
    ['… also by a relative path', 'src/features/home/Probe.tsx', '../availability/x'],
    ['a feature importing app/', 'src/features/part/Probe.tsx', '@/app/nav'],
    ['components/ importing features/', 'src/components/Probe.tsx', '@/features/part/x'],
    ['components/ importing app/', 'src/components/Probe.tsx', '@/app/demo'],
    ['api/ importing features/', 'src/api/probe.ts', '@/features/part/x'],
    ['api/ importing app/', 'src/api/probe.ts', '../app/nav'],
    ['lib/ importing features/', 'src/lib/probe.ts', '@/features/search/x'],
    ['lib/ importing app/', 'src/lib/probe.ts', '@/app/queryClient'],
    ['lib/ importing components/', 'src/lib/probe.ts', '@/components/Formatted'],
    ['api/ importing components/', 'src/api/probe.ts', '@/components/Formatted'],
    ['a feature importing mocks/', 'src/features/part/Probe.tsx', '../../../mocks/db'],
    ['app/ importing mocks/', 'src/app/Probe.tsx', '../../mocks/browser'],
    ['model/ importing api/', 'src/model/probe.ts', '@/api/catalog'],
    ['… also by a relative path', 'src/model/schemas/probe.ts', '../../api/http'],
    ['model/ importing components/', 'src/model/probe.ts', '@/components/Formatted'],
    ['model/ importing a feature', 'src/model/probe.ts', '@/features/orders/x'],
    ['lib/ importing model/', 'src/lib/probe.ts', '@/model/pricingInputs'],
  ])('%s', async (_label, filePath, spec) => {
    expect(await layerErrors(filePath, probe(spec))).toEqual([expect.stringMatching(/^Wrong-way import/)]);
  });

  it.each([
    [
      'a feature importing its own files, components, api and lib',
      'src/features/part/Probe.tsx',
      ['./x', '@/features/part/y', '@/components/Formatted', '@/api/catalog', '@/lib/format'],
    ],
    [
      'a route importing a feature and the shell',
      'src/routes/probe.tsx',
      ['@/features/part/x', '@/app/AppLayout'],
    ],
    ['app/ importing features', 'src/app/Probe.tsx', ['@/features/availability/x']],
    ['components importing api and lib', 'src/components/Probe.tsx', ['@/api/catalog', '@/lib/format']],
    [
      'model importing its own files and lib',
      'src/model/probe.ts',
      ['@/model/schemas', './tolerantList', '@/lib/pricing'],
    ],
    ['api importing model', 'src/api/probe.ts', ['@/model/schemas', '../model/tolerantList']],
    ['a feature and a component importing model', 'src/features/orders/Probe.tsx', ['@/model/orderSummary']],
    ['main.tsx starting the mock worker', 'src/main.tsx', ['../mocks/browser']],
    [
      'a test using the mock server',
      'src/features/part/Probe.test.tsx',
      ['../../../mocks/node', '@/features/search/x'],
    ],
  ])('allows %s', async (_label, filePath, specs) => {
    const code = specs.map((s, i) => `import { x${i} } from '${s}';\nexport const y${i} = x${i};\n`).join('');
    expect(await layerErrors(filePath, code)).toEqual([]);
  });
});

// A feature → model → feature cycle: each feature may lean on model/, so the one wrong link is model/
// reaching back up; linting the three files of the cycle reports exactly that import.
describe('ESLint refuses a feature → model → feature cycle', () => {
  it('reports the model → feature import and only that', async () => {
    const cycle: [string, string][] = [
      ['src/features/orders/Probe.tsx', '@/model/probe'],
      ['src/model/probe.ts', '@/features/quotes/Probe'],
      ['src/features/quotes/Probe.tsx', '@/model/probe'],
    ];
    const errors = await Promise.all(cycle.map(([file, spec]) => layerErrors(file, probe(spec))));
    expect(errors).toEqual([
      [],
      [
        expect.stringMatching(
          /^Wrong-way import '@\/features\/quotes\/Probe': model\/ must not import features\//,
        ),
      ],
      [],
    ]);
  });
});

describe('ESLint refuses an own page written as an href string', () => {
  const hrefErrors = (code: string, filePath = 'src/features/part/Probe.tsx') =>
    ruleErrors('layers/no-internal-href', filePath, code);

  it.each([
    ['a JSX href literal', `export const a = <a href="/quotes">Quotes</a>;`],
    ['a JSX href template', 'export const a = (part: string) => <a href={`/parts/${part}`}>x</a>;'],
    ['a JSX href sum', `export const a = (q: string) => <a href={'/search?q=' + q}>x</a>;`],
    ['navigate({ href })', 'export const go = (n: (o: object) => void) => n({ href: `/orders/history` });'],
  ])('%s', async (_label, code) => {
    expect(await hrefErrors(code)).toEqual([
      expect.stringMatching(/^An own page's URL written as an href string/),
    ]);
  });

  it.each([
    ['an external URL', `export const a = <a href="https://example.com/x">x</a>;`],
    ['a protocol-relative URL', `export const a = <a href="//cdn.example.com/x">x</a>;`],
    ['an in-page anchor', `export const a = <a href="#main">x</a>;`],
    [
      'an href from a variable (a typed buildLocation)',
      'export const a = (href: string) => <a href={href}>x</a>;',
    ],
    [
      'a test asserting on a URL',
      `export const a = { href: '/quotes' };`,
      'src/features/part/Probe.test.tsx',
    ],
  ])('allows %s', async (_label, code, filePath?: string) => {
    expect(await hrefErrors(code, filePath)).toEqual([]);
  });
});

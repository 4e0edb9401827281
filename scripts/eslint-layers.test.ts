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
    // features/a → model → features/b: model/ (domain logic on the API's shapes) never reaches up.
    [
      'model/ importing a feature (a feature→model→feature cycle)',
      'src/model/probe.ts',
      '@/features/orders/x',
    ],
    ['… also by a relative path', 'src/model/probe.ts', '../features/home/x'],
    ['model/ importing components/', 'src/model/probe.ts', '@/components/Formatted'],
    ['api/ importing model/', 'src/api/probe.ts', '@/model/orderSummary'],
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
      'features and components importing model, model importing api and lib',
      'src/model/probe.ts',
      ['@/api/schemas', '@/lib/pricing', './orderSummary'],
    ],
    ['a feature importing model', 'src/features/orders/Probe.tsx', ['@/model/orderSummary']],
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

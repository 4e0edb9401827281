// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repo's own eslint.config.js, run on probe files that exist only as text: each wrong-way import is
// refused with the layer rule, and the right-way ones pass.
const eslint = new ESLint({ cwd: process.cwd() });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'layers/imports-run-one-way')
    .map((m) => m.message);
}

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

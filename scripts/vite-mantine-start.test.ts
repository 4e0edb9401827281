// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { transformDefaultVariables, transformUseId } from './vite-mantine-start';

const ID = `${process.cwd()}/node_modules/@mantine/hooks/esm/use-id/use-id.mjs`;

describe('the Mantine useId plugin', () => {
  it("makes Mantine's installed useId return React's id from the first render, with no update after mount", () => {
    const out = transformUseId(readFileSync(ID, 'utf8'), ID);
    expect(out).not.toBeNull();
    expect(out).not.toContain('setUuid');
    expect(out).not.toContain('useIsomorphicEffect(');
    expect(out).toContain('return `mantine-${reactId.replace(/:/g, "")}`;');
    expect(out).toContain('if (typeof staticId === "string") return staticId;');
  });

  it('leaves every other module alone', () => {
    expect(transformUseId('function useId$1(staticId) {}', '/src/app/App.tsx')).toBeNull();
  });

  it('fails the build when a Mantine update changes the hook', () => {
    expect(() => transformUseId('export function useId() { return "x"; }', ID)).toThrow(/no longer swaps/);
  });
});

const DEFAULTS_ID = `${process.cwd()}/node_modules/@mantine/core/esm/core/MantineProvider/MantineCssVariables/remove-default-variables.mjs`;

describe('the Mantine default variables plugin', () => {
  it("works out Mantine's default theme variables on first use, not when the module loads", () => {
    const out = transformDefaultVariables(readFileSync(DEFAULTS_ID, 'utf8'), DEFAULTS_ID) ?? '';
    expect(out).not.toContain('const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);');
    expect(out).not.toMatch(/[^_]defaultCssVariables\./);
    expect(out.match(/__defaultCssVariables\(\)\.(variables|light|dark)/g)?.length).toBeGreaterThanOrEqual(3);
  });

  it('leaves every other module alone and fails the build when a Mantine update changes the module', () => {
    expect(transformDefaultVariables('const x = 1;', '/src/app/App.tsx')).toBeNull();
    expect(() =>
      transformDefaultVariables('export const removeDefaultVariables = (x) => x;', DEFAULTS_ID),
    ).toThrow(/no longer works out/);
  });
});

// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { transformCssVariablesComponent, transformUseId } from './vite-mantine-start';

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

const CSS_VARIABLES_ID = `${process.cwd()}/node_modules/@mantine/core/esm/core/MantineProvider/MantineCssVariables/MantineCssVariables.mjs`;

describe('the Mantine CSS variables plugin (build only)', () => {
  it("replaces Mantine's installed CSS variables component with one that says it is left out", () => {
    const out =
      transformCssVariablesComponent(readFileSync(CSS_VARIABLES_ID, 'utf8'), CSS_VARIABLES_ID) ?? '';
    expect(out).not.toContain('import ');
    expect(out).toContain('export { MantineCssVariables };');
    const MantineCssVariables = new Function(
      `${out.replace('export { MantineCssVariables };', '')}; return MantineCssVariables;`,
    )() as () => never;
    expect(() => MantineCssVariables()).toThrow(/withCssVariables=\{false\}.*themeVariables\.css/);
  });

  it('leaves every other module alone and fails the build when a Mantine update changes the module', () => {
    expect(transformCssVariablesComponent('const x = 1;', '/src/app/App.tsx')).toBeNull();
    expect(() =>
      transformCssVariablesComponent('export const MantineCssVariables = () => null;', CSS_VARIABLES_ID),
    ).toThrow(/no longer defines/);
  });
});

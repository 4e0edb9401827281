// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { transformUseId } from './vite-mantine-use-id';

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

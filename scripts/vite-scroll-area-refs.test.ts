// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { transformScrollArea } from './vite-scroll-area-refs';

const ID = `${process.cwd()}/node_modules/@mantine/core/esm/components/ScrollArea/ScrollArea.mjs`;

describe('the ScrollArea refs plugin', () => {
  it("gives Mantine's installed ScrollArea the hooks package's ref merging instead of floating-ui's", () => {
    const out = transformScrollArea(readFileSync(ID, 'utf8'), ID);
    expect(out).not.toBeNull();
    expect(out).not.toContain('@floating-ui/react');
    expect(out).toContain('from "@mantine/hooks"');
    // Both of ScrollArea's call sites pass an array of refs, which the wrapper spreads.
    expect(out?.match(/useMergeRefs\(\[/g)?.length).toBeGreaterThan(0);
  });

  it('leaves every other module alone', () => {
    expect(transformScrollArea('import { x } from "@floating-ui/react";', '/src/app/App.tsx')).toBeNull();
  });

  it('fails the build when a Mantine update changes the import', () => {
    expect(() => transformScrollArea('export const ScrollArea = 1;', ID)).toThrow(/no longer imports/);
  });
});

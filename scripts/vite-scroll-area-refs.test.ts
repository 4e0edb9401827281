// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  transformAppShellBar,
  transformScrollArea,
  transformTableScrollContainer,
} from './vite-scroll-area-refs';

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

const CONTAINER = `${process.cwd()}/node_modules/@mantine/core/esm/components/Table/TableScrollContainer.mjs`;

describe('the Table.ScrollContainer part of the plugin', () => {
  it("gives Mantine's installed container ScrollArea through React.lazy, not a static import", () => {
    const out = transformTableScrollContainer(readFileSync(CONTAINER, 'utf8'), CONTAINER);
    expect(out).not.toBeNull();
    expect(out).not.toMatch(/^import \{ ScrollArea \}/m);
    expect(out).toContain('import("../ScrollArea/ScrollArea.mjs")');
  });

  it('leaves every other module alone', () => {
    expect(transformTableScrollContainer('export const x = 1;', ID)).toBeNull();
  });

  it('fails the build when a Mantine update changes the import', () => {
    expect(() => transformTableScrollContainer('export const T = 1;', CONTAINER)).toThrow(
      /no longer imports/,
    );
  });
});

describe('the AppShell bars part of the plugin', () => {
  for (const bar of ['Header', 'Footer', 'Aside']) {
    const file = `${process.cwd()}/node_modules/@mantine/core/esm/components/AppShell/AppShell${bar}/AppShell${bar}.mjs`;
    it(`gives AppShell${bar} the scroll-bar class from the constants module, without react-remove-scroll`, () => {
      const out = transformAppShellBar(readFileSync(file, 'utf8'), file);
      expect(out).not.toBeNull();
      expect(out).not.toContain('from "react-remove-scroll"');
      expect(out).toContain('from "react-remove-scroll-bar/constants"');
    });
  }

  it('keeps the class name react-remove-scroll itself uses', async () => {
    const { RemoveScroll } = await import('react-remove-scroll');
    const { zeroRightClassName } = await import('react-remove-scroll-bar/constants');
    expect(zeroRightClassName).toBe(RemoveScroll.classNames.zeroRight);
  });

  it('fails the build when a Mantine update uses more of RemoveScroll', () => {
    const file = `${process.cwd()}/node_modules/@mantine/core/esm/components/AppShell/AppShellHeader/AppShellHeader.mjs`;
    const code = 'import { RemoveScroll } from "react-remove-scroll";\nRemoveScroll.Component;';
    expect(() => transformAppShellBar(code, file)).toThrow(/class name only/);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mantineCssPlugin } from './vite-mantine-css';

type Transform = (code: string, id: string) => { code: string } | null;
const transform = mantineCssPlugin().transform as unknown as Transform;
const sheetsFor = (code: string, id = '/repo/src/x.tsx') =>
  [...(transform(code, id)?.code ?? '').matchAll(/import '([^']+\.css)';/g)].map((m) => m[1]);

describe('per-component Mantine CSS', () => {
  it('gives a module the stylesheets of what it imports and of the components those use, dependencies first', () => {
    const sheets = sheetsFor("import { Select, Button } from '@mantine/core';\nexport const x = 1;");
    for (const css of ['Combobox', 'Input', 'Popover', 'Button', 'Loader']) {
      expect(sheets).toContain(`@mantine/core/styles/${css}.css`);
    }
    // Combobox is built on Popover: Popover's rules come first so Combobox's can refine them.
    expect(sheets.indexOf('@mantine/core/styles/Popover.css')).toBeLessThan(
      sheets.indexOf('@mantine/core/styles/Combobox.css'),
    );
    expect(sheets).not.toContain('@mantine/core/styles/Table.css');
  });

  it('includes the shared inline-input styles that place a checkbox label beside its box', () => {
    const sheets = sheetsFor("import { Checkbox } from '@mantine/core';");
    expect(sheets).toContain('@mantine/core/styles/InlineInput.css');
    expect(sheets).toContain('@mantine/core/styles/Checkbox.css');
  });

  it('adds a companion package with the core stylesheets its components use', () => {
    const sheets = sheetsFor("import { DatePickerInput } from '@mantine/dates';");
    expect(sheets).toContain('@mantine/dates/styles.css');
    expect(sheets).toContain('@mantine/core/styles/Popover.css');
  });

  it('gives a module that re-exports a component its stylesheets (a lazily loaded chunk carries its CSS)', () => {
    expect(sheetsFor("export { Notifications } from '@mantine/notifications';")).toContain(
      '@mantine/notifications/styles.css',
    );
    expect(sheetsFor("export { Button } from '@mantine/core';")).toContain('@mantine/core/styles/Button.css');
    expect(transform("export type { ButtonProps } from '@mantine/core';", '/repo/src/t.ts')).toBeNull();
  });

  it('leaves type-only imports, other packages and node_modules alone', () => {
    expect(transform("import type { MantineTheme } from '@mantine/core';", '/repo/src/t.ts')).toBeNull();
    expect(transform("import { useDisclosure } from '@mantine/hooks';", '/repo/src/h.ts')).toBeNull();
    expect(transform("import { Button } from '@mantine/core';", '/repo/node_modules/x/y.js')).toBeNull();
  });

  it('keeps every original line at its number (source maps stay right)', () => {
    const code = "import { Button } from '@mantine/core';\nconst a = 1;\nexport default a;";
    const out = transform(code, '/repo/src/b.tsx')!.code;
    expect(out.split('\n')).toHaveLength(3);
    expect(out.split('\n').slice(1)).toEqual(code.split('\n').slice(1));
  });
});

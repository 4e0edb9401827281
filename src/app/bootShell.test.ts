// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(join(process.cwd(), path), 'utf8');

/** The custom properties of a stylesheet by selector; a later rule's value wins, as in the cascade. */
function propertiesBySelector(css: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>();
  const uncommented = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, selector = '', block = ''] of uncommented.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const properties = rules.get(selector.trim()) ?? new Map<string, string>();
    for (const [, name = '', value = ''] of block.matchAll(/(--[\w-]+)\s*:\s*([^;]+)/g))
      properties.set(name, value.trim());
    rules.set(selector.trim(), properties);
  }
  return rules;
}

/** A theme variable's value in one colour scheme, its var() references followed. */
function themeValue(name: string, scheme: 'light' | 'dark'): string {
  const rules = propertiesBySelector(read('src/app/themeVariables.css'));
  const find = (selectorStart: string) =>
    [...rules].find(([selector]) => selector.startsWith(selectorStart))?.[1] ?? new Map<string, string>();
  const schemeRule = find(`:root[data-mantine-color-scheme="${scheme}"]`);
  const root = find(':root, :host');
  const lookUp = (variable: string) => schemeRule.get(variable) ?? root.get(variable) ?? '';
  let value = lookUp(name);
  for (let reference = /^var\((--[\w-]+)\)$/.exec(value)?.[1]; reference;) {
    value = lookUp(reference);
    reference = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
  }
  return value;
}

const shellStyle = /<style>([\s\S]*?)<\/style>/.exec(read('index.html'))?.[1] ?? '';

describe("index.html's static page", () => {
  it("is drawn in the theme's colours in both schemes before the app's stylesheet arrives", () => {
    const rules = propertiesBySelector(shellStyle);
    const light = rules.get(':root');
    const dark = rules.get(":root[data-mantine-color-scheme='dark']");
    for (const [scheme, own] of [
      ['light', light],
      ['dark', dark],
    ] as const) {
      expect(own, scheme).toBeDefined();
      expect(
        {
          body: own?.get('--boot-body'),
          text: own?.get('--boot-text'),
          border: own?.get('--boot-border'),
        },
        scheme,
      ).toEqual({
        body: themeValue('--mantine-color-body', scheme).toLowerCase(),
        text: themeValue('--mantine-color-text', scheme).toLowerCase(),
        border: themeValue('--mantine-color-default-border', scheme).toLowerCase(),
      });
    }
  });

  it("is written in the theme's font", () => {
    const family = /font-family:\s*([^;]+);/.exec(shellStyle)?.[1]?.replace(/\s+/g, ' ').replace(/'/g, '"');
    expect(family).toBe(themeValue('--mantine-font-family', 'light'));
  });
});

// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { compileCatalog } from '../../scripts/vite-lingui-catalogs';
import { MessageRuntime, type Catalog, type CompiledMessage } from './messageRuntime';

/** A catalog as the app imports it: scripts/vite-lingui-catalogs.ts's module, evaluated. */
function catalogOf(language: string): Catalog {
  const source = compileCatalog(language, readFileSync(`src/locales/${language}/messages.po`, 'utf8'));
  const json = /JSON\.parse\((".*")\)/s.exec(source)?.[1];
  if (!json) throw new Error(`no compiled catalog for ${language}`);
  return JSON.parse(JSON.parse(json) as string) as Catalog;
}

type Argument = { name: string; kind: 'count' | 'choice' | 'text'; forms: string[] };

/** Every argument a compiled message reads, and what kind of value it wants. */
function argumentsOf(message: CompiledMessage, found = new Map<string, Argument>()): Map<string, Argument> {
  if (typeof message === 'string') return found;
  for (const part of message) {
    if (typeof part === 'string') continue;
    const [name, format, options] = part;
    if (format === 'plural' || format === 'selectordinal' || format === 'select') {
      const forms = options as Record<string, CompiledMessage>;
      found.set(name, { name, kind: format === 'select' ? 'choice' : 'count', forms: Object.keys(forms) });
      for (const [key, form] of Object.entries(forms)) if (key !== 'offset') argumentsOf(form, found);
    } else if (!found.has(name)) {
      found.set(name, { name, kind: 'text', forms: [] });
    }
  }
  return found;
}

const COUNTS = [0, 1, 2, 3, 5, 11, 21, 101, 1000, 1234567];

/** Value sets that reach every form of every argument (each count, each choice and one unknown). */
function valueSets(args: Argument[]): Record<string, unknown>[] {
  const longest = Math.max(1, ...args.map((a) => (a.kind === 'count' ? COUNTS.length : a.forms.length + 1)));
  return Array.from({ length: longest }, (_, i) =>
    Object.fromEntries(
      args.map((a) => {
        if (a.kind === 'count') return [a.name, COUNTS[i % COUNTS.length]];
        if (a.kind === 'choice') return [a.name, [...a.forms, 'unknown'][i % (a.forms.length + 1)]];
        return [a.name, `‹${a.name}›`];
      }),
    ),
  );
}

const LANGUAGES = [
  { language: 'de', numberLocale: 'de' },
  { language: 'ja', numberLocale: 'ja' },
  { language: 'zh-CN', numberLocale: 'zh-CN' },
  { language: 'pseudo', numberLocale: 'en' },
];

describe("the portal's message runtime writes what Lingui's own runtime writes", () => {
  for (const { language, numberLocale } of LANGUAGES) {
    it(`for every message of the ${language} catalog`, () => {
      const catalog = catalogOf(language);
      const keys = Object.keys(catalog);
      expect(keys.length).toBeGreaterThan(1000);
      const ours = new MessageRuntime();
      ours.load(language, catalog);
      ours.activate(language, numberLocale);
      const lingui = setupI18n({
        locale: language,
        locales: [numberLocale],
        messages: { [language]: catalog as never },
      });
      let compared = 0;
      for (const key of keys) {
        for (const values of valueSets([...argumentsOf(catalog[key]!).values()])) {
          expect(ours._(key, values), `${language}: ${key} with ${JSON.stringify(values)}`).toBe(
            lingui._(key, values),
          );
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(keys.length);
    });
  }

  it('falls back to the compiled English a message carries, then to its id', () => {
    const ours = new MessageRuntime();
    ours.activate('de', 'de');
    expect(ours._({ id: 'Open orders' })).toBe('Open orders');
    const message = [['count', 'plural', { one: ['#', ' line'], other: ['#', ' lines'] }]] as const;
    expect(
      ours._({
        id: '{count, plural, one {# line} other {# lines}}',
        message: message as never,
        values: { count: 1204 },
      }),
    ).toBe('1.204 lines');
  });
});

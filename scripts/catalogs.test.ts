// @vitest-environment node
// The translations are complete and sound: every message of the code is translated in every language,
// keeps its placeholders and element tags, compiles, and uses the portal's terms (docs/i18n.md, "Terms").
// That the catalogs hold exactly the code's messages is checked by `npm run lint` (check-catalogs.mjs).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import PO from 'pofile';
import { compileCatalog } from './vite-lingui-catalogs';

const LANGUAGES = ['de', 'ja', 'zh-CN'] as const;
type Language = (typeof LANGUAGES)[number];

const catalog = (language: string) => PO.parse(readFileSync(`src/locales/${language}/messages.po`, 'utf8'));

/** Placeholder names (`{count}`, `{part}`), not the forms of a plural (`one {…}`). */
function placeholders(message: string): string[] {
  return [...message.matchAll(/\{\s*([A-Za-z_$][\w$]*)\s*[,}]/g)]
    .filter((m) => !/(zero|one|two|few|many|other|=\d+)\s*$/.test(message.slice(0, m.index)))
    .map((m) => m[1]!)
    .sort();
}
const tags = (message: string) => [...message.matchAll(/<\/?\d+\/?>/g)].map((m) => m[0]).sort();

const TERMS: [RegExp, Record<Language, RegExp>][] = [
  [/\blead ?times?\b/i, { de: /Lieferzeit/, ja: /リードタイム/, 'zh-CN': /交货周期/ }],
  [/\bdatasheets?\b/i, { de: /Datenbl[aä]tt/, ja: /データシート/, 'zh-CN': /数据手册/ }],
  [/\bprice breaks?\b/i, { de: /Preisstaffel/, ja: /数量別価格/, 'zh-CN': /阶梯价格/ }],
  [/\bMOQ\b/, { de: /MOQ/, ja: /MOQ/, 'zh-CN': /MOQ/ }],
  [/\bquotes?\b/i, { de: /Angebot/, ja: /見積/, 'zh-CN': /报价/ }],
  [/\bPO number\b/i, { de: /Bestellnummer/, ja: /発注番号/, 'zh-CN': /采购单号/ }],
];

describe('the catalogs', () => {
  const english = catalog('en').items.map((item) => item.msgid);

  it('hold the messages of the code (more than a thousand)', () => {
    expect(english.length).toBeGreaterThan(1000);
  });

  for (const language of LANGUAGES) {
    describe(language, () => {
      const items = catalog(language).items;

      it('translates every message the English catalog has', () => {
        expect(items.map((i) => i.msgid).sort()).toEqual([...english].sort());
        expect(items.filter((i) => !i.msgstr[0]).map((i) => i.msgid)).toEqual([]);
      });

      it('keeps every placeholder and element tag', () => {
        const broken = items.filter(
          (i) =>
            placeholders(i.msgid).join() !== placeholders(i.msgstr[0] ?? '').join() ||
            tags(i.msgid).join() !== tags(i.msgstr[0] ?? '').join(),
        );
        expect(broken.map((i) => `${i.msgid} → ${i.msgstr[0]}`)).toEqual([]);
      });

      it('compiles (valid ICU in every message)', () => {
        expect(() =>
          compileCatalog(language, readFileSync(`src/locales/${language}/messages.po`, 'utf8')),
        ).not.toThrow();
      });

      it("uses the portal's terms", () => {
        const off = TERMS.flatMap(([term, translated]) =>
          items
            .filter((i) => term.test(i.msgid) && !translated[language].test(i.msgstr[0] ?? ''))
            .map((i) => `${i.msgid} → ${i.msgstr[0]}`),
        );
        expect(off).toEqual([]);
      });
    });
  }
});

import { readFileSync } from 'node:fs';
import PO from 'pofile';

/**
 * What the catalogs say a text is in a language: tests expect the translation the portal ships
 * (src/locales), so they hold whatever wording the translators chose, and fail when a page shows
 * English (or anything else) instead.
 */
const cache = new Map<string, Map<string, string>>();

function catalog(language: string): Map<string, string> {
  let entries = cache.get(language);
  if (!entries) {
    const po = PO.parse(readFileSync(`src/locales/${language}/messages.po`, 'utf8'));
    entries = new Map(po.items.map((item) => [item.msgid, item.msgstr[0] ?? '']));
    cache.set(language, entries);
  }
  return entries;
}

export function translation(language: string, english: string): string {
  const text = catalog(language).get(english);
  if (!text)
    throw new Error(`No ${language} translation of "${english}" in src/locales/${language}/messages.po`);
  return text;
}

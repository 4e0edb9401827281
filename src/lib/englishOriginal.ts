import type { MessageDescriptor } from '@lingui/core';
import { i18n } from './i18n';
import { SOURCE_LANGUAGE } from './language';
import { MessageRuntime } from './messageRuntime';

/** Messages in English whatever the language shown: no catalog, so each message's own English. */
const english = new MessageRuntime();
english.activate(SOURCE_LANGUAGE);

/** A message's English, with its values (a CSV header declared with `msg`). */
export function englishText(message: MessageDescriptor): string {
  return english._(message);
}

/*
 * Kept apart from lib/i18n.ts so the first page does not carry it: only a CSV export asks
 * (components/table/csv.ts, loaded on the first export).
 */

/** A compiled message that is plain text (no placeholders), as one string; null otherwise. */
function plainText(compiled: unknown): string | null {
  if (typeof compiled === 'string') return compiled;
  if (Array.isArray(compiled) && compiled.every((part) => typeof part === 'string')) return compiled.join('');
  return null;
}

const englishByShownText = new Map<string, Map<string, string>>();

/**
 * The English original of a plain text shown in the current language (a column header), for what must stay
 * stable whatever the language: CSV column keys that tools read. The catalogs are keyed by their English,
 * so the active one says it. A text the catalog does not know (data, a header with a placeholder) comes back
 * as it is.
 */
export function englishOriginal(shown: string): string {
  const language = i18n.locale;
  if (language === SOURCE_LANGUAGE) return shown;
  let lookup = englishByShownText.get(language);
  if (!lookup) {
    lookup = new Map();
    for (const [key, compiled] of Object.entries(i18n.messages)) {
      const text = plainText(compiled);
      const english = key.slice(key.indexOf('\u0004') + 1);
      if (text !== null && !lookup.has(text)) lookup.set(text, english);
    }
    englishByShownText.set(language, lookup);
  }
  return lookup.get(shown) ?? shown;
}

import { readFileSync } from 'node:fs';
import PO from 'pofile';
import { createCompiledCatalog } from '@lingui/cli/api';
import type { Plugin } from 'vite';
import { messageKey } from './vite-lingui-macro.ts';

/*
 * A catalog (src/locales/<language>/messages.po) imported by the app becomes a module of compiled messages
 * keyed by their English (the code's ids: scripts/vite-lingui-macro.ts), compiled by Lingui's own catalog
 * compiler. An entry not yet translated is left out, so the English in the code shows; the pseudo-language
 * writes every English text with accents (Lingui's pseudolocalization).
 */
const CATALOG = /\/src\/locales\/([^/]+)\/messages\.po$/;
const PSEUDO = 'pseudo';

export function compileCatalog(language: string, poText: string): string {
  const po = PO.parse(poText);
  const messages: Record<string, string> = {};
  for (const item of po.items) {
    if (item.obsolete || !item.msgid) continue;
    const translation = language === PSEUDO ? item.msgid : (item.msgstr[0] ?? '');
    if (translation) messages[messageKey(item.msgid, item.msgctxt ?? undefined)] = translation;
  }
  const { source, errors } = createCompiledCatalog(language, messages, {
    namespace: 'es',
    pseudoLocale: PSEUDO,
    strict: true,
  });
  if (errors.length > 0) {
    const [first] = errors;
    throw new Error(
      `${errors.length} message(s) of the ${language} catalog do not compile; first: ${first?.id}: ${String(first?.error)}`,
    );
  }
  return source;
}

export function linguiCatalogsPlugin(): Plugin {
  return {
    name: 'lingui-catalogs',
    enforce: 'pre',
    load(id) {
      const match = CATALOG.exec(id.split('?')[0] ?? id);
      if (!match?.[1]) return null;
      this.addWatchFile(id);
      return { code: compileCatalog(match[1], readFileSync(id, 'utf8')), map: null };
    },
  };
}

import { MessageRuntime, type Catalog } from './messageRuntime';
import {
  PSEUDO_LANGUAGE,
  SOURCE_LANGUAGE,
  currentLanguage,
  formattingLocale,
  initialLanguage,
  setCurrentLanguage,
  storeLanguage,
  type UiLanguage,
} from './language';
import { installZodLocale, type ZodLocale } from './zod';

/*
 * The UI's words come from Lingui's catalogs (compiled at build time: no message parser ships). English
 * needs none: each message carries its compiled English in the code (scripts/vite-lingui-macro.ts), so an
 * English visit waits for nothing and a page carries only its own words. Every other language is a chunk
 * of its own (its catalog, zod's and the calendars' words), loaded before the first render in parallel
 * with the API profile.
 */
/** The app's one message runtime: what the macros' `t`, `msg` and `<Trans>` read (lingui.config.ts). */
export const i18n = new MessageRuntime();
i18n.activate(SOURCE_LANGUAGE, formattingLocale(SOURCE_LANGUAGE));

/** The pseudo-language exists in the demo and in tests, where it proves every text is in the catalogs. */
const PSEUDO_ALLOWED = import.meta.env.MODE !== 'production';

type LanguagePack = { messages: Catalog; zodLocale?: ZodLocale };

/** Each language in one chunk (src/locales/<language>.ts); the pseudo-language is its catalog alone. */
const LANGUAGE_PACKS: Record<Exclude<UiLanguage, 'en'>, () => Promise<LanguagePack>> = {
  de: () => import('@/locales/de'),
  ja: () => import('@/locales/ja'),
  'zh-CN': () => import('@/locales/zh-CN'),
  [PSEUDO_LANGUAGE]: () => import('@/locales/pseudo/messages.po'),
};

function showLanguage(language: UiLanguage): void {
  if (typeof document !== 'undefined')
    document.documentElement.lang = language === PSEUDO_LANGUAGE ? 'en' : language;
}

/** Loads a language's catalog (and zod's messages in it) and makes it the UI's language. */
export async function activateLanguage(language: UiLanguage): Promise<void> {
  if (language === SOURCE_LANGUAGE) {
    installZodLocale('en');
  } else {
    const pack = await LANGUAGE_PACKS[language]();
    i18n.load(language, pack.messages);
    installZodLocale(pack.zodLocale ?? 'en');
  }
  setCurrentLanguage(language);
  // The counts in plural messages ("1,204 lines") are written in the same locale as every other figure.
  i18n.activate(language, formattingLocale(language));
  showLanguage(language);
}

/** The language of this visit: the user's earlier choice, else the browser's. Called once at start. */
export function startLanguage(): Promise<void> {
  const language = initialLanguage(PSEUDO_ALLOWED);
  if (language === SOURCE_LANGUAGE) {
    showLanguage(language);
    return Promise.resolve();
  }
  return activateLanguage(language).catch((error: unknown) => {
    // Without its catalog the portal still works, in English; the next visit tries again.
    console.warn('The language could not be loaded; showing English.', error);
    showLanguage(SOURCE_LANGUAGE);
  });
}

/** The user's choice: switched at once and kept in this browser. */
export async function chooseLanguage(language: UiLanguage): Promise<void> {
  await activateLanguage(language);
  storeLanguage(language);
}

export function subscribeLanguage(listener: () => void): () => void {
  return i18n.on('change', listener);
}

export { currentLanguage };

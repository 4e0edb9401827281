/**
 * The portal's languages and the choice among them: what the browser asks for on a first visit, what the
 * user picked after that (kept in this browser), and the locale numbers, money and dates are written in.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'Deutsch' },
  { code: 'ja', name: '日本語' },
  { code: 'zh-CN', name: '简体中文' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];
/** The accented stand-in for English that shows any text the catalogs miss (demo and tests only). */
export const PSEUDO_LANGUAGE = 'pseudo' as const;
export type UiLanguage = Language | typeof PSEUDO_LANGUAGE;

export const SOURCE_LANGUAGE = 'en' satisfies Language;
const STORAGE_KEY = 'parts-portal.language';

function isLanguage(value: string): value is Language {
  return LANGUAGES.some((l) => l.code === value);
}

/**
 * The first of the browser's preferred languages the portal speaks. Chinese in Simplified script (zh,
 * zh-CN, zh-SG, zh-Hans…) is zh-CN; Traditional (zh-TW, zh-HK, zh-Hant) is not offered Simplified in its
 * place, so the browser's next preference decides, then English.
 */
export function languageFromBrowser(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const lower = tag.toLowerCase();
    const base = lower.split('-')[0] ?? '';
    if (base === 'zh') {
      if (/^zh(-hans)?(-(cn|sg|my))?$|^zh-hans-/.test(lower)) return 'zh-CN';
      continue;
    }
    if (isLanguage(base)) return base;
  }
  return SOURCE_LANGUAGE;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The language the user chose in this browser, or null on a first visit (or an unreadable entry). */
export function storedLanguage(allowPseudo: boolean): UiLanguage | null {
  const value = storage()?.getItem(STORAGE_KEY) ?? null;
  if (value === null) return null;
  if (isLanguage(value)) return value;
  return allowPseudo && value === PSEUDO_LANGUAGE ? PSEUDO_LANGUAGE : null;
}

export function storeLanguage(language: UiLanguage): void {
  try {
    storage()?.setItem(STORAGE_KEY, language);
  } catch {
    // A browser that refuses storage still switches; only the next visit forgets the choice.
  }
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

export function initialLanguage(allowPseudo: boolean): UiLanguage {
  return storedLanguage(allowPseudo) ?? languageFromBrowser(browserLanguages());
}

let current: UiLanguage = SOURCE_LANGUAGE;

export function currentLanguage(): UiLanguage {
  return current;
}

/** Set by lib/i18n.ts once the language's messages are in place. */
export function setCurrentLanguage(language: UiLanguage): void {
  current = language;
}

/**
 * The locale numbers, money and dates are written in: the browser's own when it is the chosen language
 * (a Swiss browser in German keeps de-CH's figures, a British one in English its dates), else the chosen
 * language's.
 */
export function formattingLocale(
  language: UiLanguage = current,
  browser: string | undefined = browserLanguages()[0],
): string {
  // Every figure a table formats asks: the answer is kept until the language or the browser's changes
  // (Intl.getCanonicalLocales costs several times the formatting itself).
  if (lastLocale?.language === language && lastLocale.browser === browser) return lastLocale.locale;
  const locale = resolveFormattingLocale(language, browser);
  lastLocale = { language, browser, locale };
  return locale;
}

let lastLocale: { language: UiLanguage; browser: string | undefined; locale: string } | null = null;

function resolveFormattingLocale(language: UiLanguage, browser: string | undefined): string {
  const tag = language === PSEUDO_LANGUAGE ? SOURCE_LANGUAGE : language;
  if (browser && languageFromBrowser([browser]) === tag) {
    try {
      return Intl.getCanonicalLocales(browser)[0] ?? tag;
    } catch {
      return tag;
    }
  }
  return tag;
}

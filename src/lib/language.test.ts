import { afterEach, describe, expect, it } from 'vitest';
import {
  formattingLocale,
  initialLanguage,
  languageFromBrowser,
  storeLanguage,
  storedLanguage,
} from './language';

describe('languageFromBrowser', () => {
  it('takes the first preferred language the portal speaks', () => {
    expect(languageFromBrowser(['ja-JP', 'en-US'])).toBe('ja');
    expect(languageFromBrowser(['de-CH'])).toBe('de');
    expect(languageFromBrowser(['fr-FR', 'de-DE', 'en'])).toBe('de');
    expect(languageFromBrowser(['en-GB'])).toBe('en');
  });

  it('reads Simplified Chinese in all its spellings, and never gives Traditional readers Simplified', () => {
    for (const tag of ['zh', 'zh-CN', 'zh-SG', 'zh-Hans', 'zh-Hans-CN', 'ZH-cn']) {
      expect(languageFromBrowser([tag]), tag).toBe('zh-CN');
    }
    expect(languageFromBrowser(['zh-TW', 'ja'])).toBe('ja');
    expect(languageFromBrowser(['zh-Hant-HK'])).toBe('en');
  });

  it('falls back to English', () => {
    expect(languageFromBrowser([])).toBe('en');
    expect(languageFromBrowser(['fr', 'es'])).toBe('en');
  });
});

describe('the stored choice', () => {
  afterEach(() => localStorage.clear());

  it('wins over the browser, and an unreadable entry is ignored', () => {
    expect(storedLanguage(false)).toBeNull();
    storeLanguage('de');
    expect(storedLanguage(false)).toBe('de');
    expect(initialLanguage(false)).toBe('de');
    localStorage.setItem('parts-portal.language', 'klingon');
    expect(storedLanguage(false)).toBeNull();
  });

  it('keeps the pseudo-language only where it is allowed (demo and tests)', () => {
    storeLanguage('pseudo');
    expect(storedLanguage(true)).toBe('pseudo');
    expect(storedLanguage(false)).toBeNull();
  });
});

describe('formattingLocale', () => {
  it("keeps the browser's region when the browser speaks the chosen language", () => {
    expect(formattingLocale('de', 'de-CH')).toBe('de-CH');
    expect(formattingLocale('en', 'en-GB')).toBe('en-GB');
    expect(formattingLocale('zh-CN', 'zh-SG')).toBe('zh-SG');
  });

  it("uses the chosen language's own figures otherwise", () => {
    expect(formattingLocale('ja', 'en-US')).toBe('ja');
    expect(formattingLocale('de', 'fr-FR')).toBe('de');
    expect(formattingLocale('zh-CN', 'zh-TW')).toBe('zh-CN');
    expect(formattingLocale('pseudo', 'de-DE')).toBe('en');
  });

  it('writes numbers as the chosen language does', () => {
    const grouped = (locale: string) => new Intl.NumberFormat(locale).format(1234567.5);
    expect(grouped(formattingLocale('de', 'en-US'))).toBe('1.234.567,5');
    expect(grouped(formattingLocale('en', 'en-US'))).toBe('1,234,567.5');
  });
});

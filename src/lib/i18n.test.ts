import { afterEach, describe, expect, it } from 'vitest';
import { t } from '@lingui/core/macro';
import { chooseLanguage, currentLanguage, i18n } from './i18n';
import { englishOriginal } from './englishOriginal';
import { formatQuantity } from './format';
import { z } from './zod';

describe('switching the language', () => {
  afterEach(async () => {
    await chooseLanguage('en');
    localStorage.clear();
  });

  it("loads the catalog and zod's messages, sets html lang, follows in figures, and is kept", async () => {
    await chooseLanguage('de');
    expect(currentLanguage()).toBe('de');
    expect(i18n.locale).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem('parts-portal.language')).toBe('de');
    expect(formatQuantity(1234567)).toBe('1.234.567');
    const issue = z.string().safeParse(1).error?.issues[0]?.message ?? '';
    expect(issue).toMatch(/Eingabe/);

    await chooseLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(z.string().safeParse(1).error?.issues[0]?.message).toMatch(/^Invalid input/);
  });

  it('writes every text of the pseudo-language with accents, so a text missing from the catalogs shows', async () => {
    await chooseLanguage('pseudo');
    const text = t`Open navigation`;
    expect(text).toBe('Ōƥēń ńàvĩĝàţĩōń');
  });
});

describe('englishOriginal', () => {
  afterEach(async () => {
    await chooseLanguage('en');
    localStorage.clear();
  });

  it('gives the English of a text shown in another language, and leaves unknown text alone', async () => {
    await chooseLanguage('pseudo');
    expect(englishOriginal(t`Open navigation`)).toBe('Open navigation');
    expect(englishOriginal('TSH-010-254-DG')).toBe('TSH-010-254-DG');
    await chooseLanguage('en');
    expect(englishOriginal('Open navigation')).toBe('Open navigation');
  });
});

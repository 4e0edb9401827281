import { cachedPerLocale } from '@/lib/format';
import { formattingLocale } from '@/lib/language';

// One Intl.DisplayNames per locale and type, built on first use (cachedPerLocale says why).
const displayNames = cachedPerLocale(
  (locale) =>
    new Map<'region' | 'language', Intl.DisplayNames>([
      ['region', new Intl.DisplayNames(locale ? [locale] : undefined, { type: 'region', fallback: 'none' })],
      [
        'language',
        new Intl.DisplayNames(locale ? [locale] : undefined, { type: 'language', fallback: 'none' }),
      ],
    ]),
);

/** Names for ISO codes in the user's language, with the code kept beside it ("Mexico (MX)"). */
function displayName(type: 'region' | 'language', code: string): string {
  const trimmed = code.trim();
  if (trimmed === '') return '—';
  try {
    const names = displayNames(formattingLocale()).get(type)!;
    const name = names.of(type === 'region' ? trimmed.toUpperCase() : trimmed);
    return name && name.toLowerCase() !== trimmed.toLowerCase() ? `${name} (${trimmed})` : trimmed;
  } catch {
    // Not an ISO code Intl understands: show it as the API sent it.
    return trimmed;
  }
}

export const countryName = (code: string) => displayName('region', code);
export const languageName = (code: string) => displayName('language', code);

/** Names for ISO codes in the user's language, with the code kept beside it ("Mexico (MX)"). */
function displayName(type: 'region' | 'language', code: string): string {
  const trimmed = code.trim();
  if (trimmed === '') return '—';
  try {
    const names = new Intl.DisplayNames(typeof navigator !== 'undefined' ? [navigator.language] : undefined, {
      type,
      fallback: 'none',
    });
    const name = names.of(type === 'region' ? trimmed.toUpperCase() : trimmed);
    return name && name.toLowerCase() !== trimmed.toLowerCase() ? `${name} (${trimmed})` : trimmed;
  } catch {
    // Not an ISO code Intl understands: show it as the API sent it.
    return trimmed;
  }
}

export const countryName = (code: string) => displayName('region', code);
export const languageName = (code: string) => displayName('language', code);

import { cachedPerLocale } from '@/lib/format';
import { formattingLocale } from '@/lib/language';

// In the chosen language's locale; one formatter per locale (cachedPerLocale says why).
const dayFormat = cachedPerLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }),
);

/** "2026-03-10" → "Tue, Mar 10" in the user's locale: a calendar day, so no time zone is applied. */
export function formatDay(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  return dayFormat(formattingLocale()).format(date);
}

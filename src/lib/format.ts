/** Formatting in the user's locale; every number that is money carries its currency. */
import { parseApiDateTime } from './dateTime';
import { formattingLocale } from './language';

/** The chosen language's locale (the browser's own where it is that language): lib/language.ts. */
const userLocale = (): string => formattingLocale();

/**
 * One formatter per locale, built on first use. Building an Intl formatter costs far more than formatting
 * with it (a tenth of a millisecond and more on a phone), and tables and charts format a value per row
 * per render: a constructor in that loop was most of a long task (docs/performance.md, Main-thread work).
 */
export function cachedPerLocale<F>(
  create: (locale: string | undefined) => F,
): (locale: string | undefined) => F {
  const made = new Map<string, F>();
  return (locale) => {
    const key = locale ?? '';
    let formatter = made.get(key);
    if (formatter === undefined) {
      formatter = create(locale);
      made.set(key, formatter);
    }
    return formatter;
  };
}

const moneyFormatters = new Map<string, Intl.NumberFormat>();

/**
 * Beyond this magnitude a figure has no exact digits left (2^53 ≈ 9e15): it is shown in scientific
 * notation ("$1.235E27") rather than as dozens of made-up digits that would also widen the page.
 */
export const SCIENTIFIC_FROM = 1e15;
/** What a figure that is not a finite number (a product that overflowed) reads as. */
export const NOT_A_FIGURE = '—';

const scientificFormatters = new Map<string, Intl.NumberFormat>();

function formatScientific(value: number, currency?: string): string {
  const key = `${userLocale()}|${currency ?? ''}`;
  let fmt = scientificFormatters.get(key);
  if (!fmt) {
    const options: Intl.NumberFormatOptions = {
      notation: 'scientific',
      minimumFractionDigits: 0,
      maximumFractionDigits: 3,
    };
    try {
      fmt = new Intl.NumberFormat(
        userLocale(),
        currency ? { ...options, style: 'currency', currency } : options,
      );
    } catch {
      return `${formatScientific(value)} ${currency}`;
    }
    scientificFormatters.set(key, fmt);
  }
  return fmt.format(value);
}

const plainAmount = new Map<string, Intl.NumberFormat>();

/** An amount whose currency is not known (quote prices): digits only, up to four decimals, no sign. */
export function formatPlainAmount(amount: number): string {
  if (!Number.isFinite(amount)) return NOT_A_FIGURE;
  if (Math.abs(amount) >= SCIENTIFIC_FROM) return formatScientific(amount);
  const key = userLocale();
  let fmt = plainAmount.get(key);
  if (!fmt) {
    fmt = new Intl.NumberFormat(userLocale(), { minimumFractionDigits: 2, maximumFractionDigits: 4 });
    plainAmount.set(key, fmt);
  }
  return fmt.format(amount);
}

export function formatMoney(amount: number, currency: string, options: { precise?: boolean } = {}): string {
  if (!Number.isFinite(amount)) return NOT_A_FIGURE;
  if (Math.abs(amount) >= SCIENTIFIC_FROM) return formatScientific(amount, currency);
  const key = `${userLocale()}|${currency}|${options.precise ? 'p' : 's'}`;
  let fmt = moneyFormatters.get(key);
  if (!fmt) {
    try {
      const base = new Intl.NumberFormat(userLocale(), { style: 'currency', currency });
      const digits = base.resolvedOptions().maximumFractionDigits ?? 2;
      // Unit prices of small parts go below a cent, so show up to four more digits where they matter.
      fmt = new Intl.NumberFormat(userLocale(), {
        style: 'currency',
        currency,
        minimumFractionDigits: digits,
        maximumFractionDigits: options.precise ? Math.max(digits, 4) : digits,
      });
    } catch {
      // An unknown ISO code from the API still shows, as "12.34 XYZ".
      const plain = new Intl.NumberFormat(userLocale(), {
        minimumFractionDigits: 2,
        maximumFractionDigits: 4,
      });
      return `${plain.format(amount)} ${currency}`;
    }
    moneyFormatters.set(key, fmt);
  }
  return fmt.format(amount);
}

// Building an Intl formatter costs far more than formatting; tables format a value per row per render.
const integerFormat = cachedPerLocale(
  (locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
);
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

export function formatQuantity(value: number): string {
  if (!Number.isFinite(value)) return NOT_A_FIGURE;
  if (Math.abs(value) >= SCIENTIFIC_FROM) return formatScientific(value);
  return integerFormat(userLocale()).format(value);
}

/**
 * A date-time in the user's locale and time zone (or `timeZone`). An API value without a zone is UTC
 * (spec 2.2), never the browser's local time.
 */
export function formatDateTime(value: string | Date, options: { timeZone?: string } = {}): string {
  const date = parseApiDateTime(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const key = `${userLocale()}|${options.timeZone ?? ''}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(userLocale(), {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: options.timeZone,
    });
    dateTimeFormats.set(key, format);
  }
  return format.format(date);
}

/** The exact UTC value, shown on hover next to a localised date-time. */
export function formatUtc(value: string | Date): string {
  const date = parseApiDateTime(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return `${date
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d{3}Z$/, '')
    .replace(/Z$/, '')} UTC`;
}

/** A calendar date (yyyy-MM-dd) in the user's locale; it has no time zone, so none is applied. */
export function formatCalendarDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return calendarDateFormat(userLocale()).format(date);
}

const calendarDateFormat = cachedPerLocale(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }),
);
const relativeTimeFormat = cachedPerLocale(
  (locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
);

export function formatRelativeTime(date: Date, now: Date = new Date()): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const rtf = relativeTimeFormat(userLocale());
  const abs = Math.abs(seconds);
  if (abs < 60) return rtf.format(seconds, 'second');
  if (abs < 3600) return rtf.format(Math.round(seconds / 60), 'minute');
  if (abs < 86400) return rtf.format(Math.round(seconds / 3600), 'hour');
  return rtf.format(Math.round(seconds / 86400), 'day');
}

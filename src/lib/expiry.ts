import { plural, t } from '@lingui/core/macro';
import { EXPIRING_SOON_DAYS } from './expiringSoon';

const DAY_MS = 86_400_000;

/** Today as yyyy-MM-dd in UTC: the service's dates carry no zone, and its "current" rule is UTC. */
export function utcToday(now: number = Date.now()): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** Whole days from today (UTC) to a yyyy-MM-dd date: 0 today, negative once past. NaN for a bad date. */
export function daysUntil(isoDate: string, now: number = Date.now()): number {
  return Math.round((Date.parse(`${isoDate}T00:00:00Z`) - Date.parse(`${utcToday(now)}T00:00:00Z`)) / DAY_MS);
}

export type Expiry =
  | { kind: 'expired'; daysAgo: number }
  | { kind: 'soon'; daysLeft: number }
  | { kind: 'later'; daysLeft: number };

/** A quote expiring today is still current (the API's includeCurrentOnly keeps it). */
export function expiryOf(expirationDate: string, now: number = Date.now()): Expiry {
  const days = daysUntil(expirationDate, now);
  if (days < 0) return { kind: 'expired', daysAgo: -days };
  if (days <= EXPIRING_SOON_DAYS) return { kind: 'soon', daysLeft: days };
  return { kind: 'later', daysLeft: days };
}

/** "today", "1 day left", "12 days left". */
export function daysLeftText(daysLeft: number): string {
  if (daysLeft === 0) return t`expires today`;
  return plural(daysLeft, { one: '# day left', other: '# days left' });
}

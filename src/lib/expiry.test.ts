// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { daysLeftText, daysUntil, expiryOf, utcToday } from './expiry';

const NOON = Date.parse('2026-03-10T12:00:00Z');

describe('expiry', () => {
  it('counts whole UTC days, whatever the hour', () => {
    expect(daysUntil('2026-03-10', NOON)).toBe(0);
    expect(daysUntil('2026-03-11', Date.parse('2026-03-10T23:59:59Z'))).toBe(1);
    expect(daysUntil('2026-03-09', Date.parse('2026-03-10T00:00:00Z'))).toBe(-1);
    expect(daysUntil('2026-04-09', NOON)).toBe(30);
  });

  it('flags expired, expiring within 30 days, and later', () => {
    expect(expiryOf('2026-03-09', NOON)).toEqual({ kind: 'expired', daysAgo: 1 });
    expect(expiryOf('2026-03-10', NOON)).toEqual({ kind: 'soon', daysLeft: 0 });
    expect(expiryOf('2026-04-09', NOON)).toEqual({ kind: 'soon', daysLeft: 30 });
    expect(expiryOf('2026-04-10', NOON)).toEqual({ kind: 'later', daysLeft: 31 });
    expect(daysLeftText(0)).toBe('expires today');
    expect(daysLeftText(1)).toBe('1 day left');
    expect(daysLeftText(12)).toBe('12 days left');
  });

  it('round-trips: a date n days after today is n days away', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.integer({ min: -2000, max: 2000 }),
        (now, n) => {
          const date = utcToday(Date.parse(`${utcToday(now)}T00:00:00Z`) + n * 86_400_000);
          expect(daysUntil(date, now)).toBe(n);
        },
      ),
    );
  });
});

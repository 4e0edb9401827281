// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { isoDateTimeSchema } from '@/model/schemas';
import { apiDateTimeMillis, parseApiDateTime, withUtcZone } from './dateTime';
import { formatDateTime, formatUtc } from './format';

const ZONES = ['America/New_York', 'Asia/Kolkata', 'UTC'] as const;
const TEN_UTC = Date.UTC(2024, 0, 1, 10, 0, 0);
const originalTz = process.env.TZ;

afterEach(() => {
  process.env.TZ = originalTz;
});

describe('API date-times without a zone are UTC', () => {
  it.each(ZONES)('parses a zone-less value as UTC with the process in %s', (zone) => {
    // Node re-reads TZ when it changes: `new Date('2024-01-01T10:00:00')` would be local time here.
    process.env.TZ = zone;
    expect(apiDateTimeMillis('2024-01-01T10:00:00')).toBe(TEN_UTC);
    expect(parseApiDateTime('2024-01-01T10:00:00.1234567').getTime()).toBe(TEN_UTC + 123);
    expect(apiDateTimeMillis('2024-01-01T12:00:00+02:00')).toBe(TEN_UTC);
    expect(formatUtc('2024-01-01T10:00:00')).toBe('2024-01-01 10:00:00 UTC');
  });

  it.each([
    ['America/New_York', '5:00 AM'],
    ['Asia/Kolkata', '3:30 PM'],
    ['UTC', '10:00 AM'],
  ])('formats a zone-less value in %s as the same instant as its Z form (%s)', (timeZone, local) => {
    const bare = formatDateTime('2024-01-01T10:00:00', { timeZone });
    expect(bare).toBe(formatDateTime('2024-01-01T10:00:00Z', { timeZone }));
    expect(bare).toContain(local);
  });

  it('gives zone-less values their Z once, in the schema', () => {
    expect(isoDateTimeSchema.parse('2024-01-01T10:00:00')).toBe('2024-01-01T10:00:00Z');
    expect(isoDateTimeSchema.parse('2024-01-01T10:00:00+02:00')).toBe('2024-01-01T10:00:00+02:00');
    expect(withUtcZone('2024-01-01T10:00:00.5Z')).toBe('2024-01-01T10:00:00.5Z');
  });
});

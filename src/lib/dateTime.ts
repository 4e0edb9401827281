/**
 * Date-times from the API are ISO 8601 and UTC (spec 2.2); some carry no zone ("2024-01-01T10:00:00").
 * `new Date()` would read those as the browser's local time, so every API date-time is parsed here, once,
 * with a missing zone read as UTC.
 */
const ZONE = /(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;

/** The value with "Z" added when it has no zone: a string every Date parser reads as the same instant. */
export function withUtcZone(value: string): string {
  return /T/.test(value) && !ZONE.test(value) ? `${value}Z` : value;
}

/** Milliseconds since the epoch of an API date-time (NaN when it is not one). */
export function apiDateTimeMillis(value: string): number {
  return Date.parse(withUtcZone(value));
}

export function parseApiDateTime(value: string | Date): Date {
  return typeof value === 'string' ? new Date(apiDateTimeMillis(value)) : value;
}

const MIDNIGHT = /^(\d{4}-\d{2}-\d{2})T00:00(?::00(?:\.0+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/**
 * The calendar day a midnight value names (`2026-11-30T00:00:00` → `2026-11-30`), as written, whatever
 * its zone; null for any other time. The order dates Requested, Scheduled, RescheduleDate and ShipDate
 * are days sent as midnight: read as instants they would shift a day west of the zone they were written
 * in (docs/api-assumptions.md, "Whole-day dates").
 */
export function calendarDayOf(value: string): string | null {
  return MIDNIGHT.exec(value.trim())?.[1] ?? null;
}

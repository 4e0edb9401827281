/** Time helpers shared by the generators and handlers. All dates are UTC. */
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/**
 * .NET ticks (100 ns since 0001-01-01) of a Unix-epoch millisecond value, the way the service's
 * timestampTicks reads: ms * 10000 + 621355968000000000. The result is above 2^53, so as a JavaScript
 * number it is only approximate; clients page by `timestamp`/epochMilliseconds, never by ticks.
 */
export const TICKS_AT_UNIX_EPOCH = 621_355_968_000_000_000;
export function msToTicks(ms: number): number {
  return ms * 10_000 + TICKS_AT_UNIX_EPOCH;
}

/** yyyy-MM-dd of a UTC instant. */
export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Full UTC ISO with milliseconds and 'Z'. */
export function isoDateTime(ms: number): string {
  return new Date(ms).toISOString();
}

export function startOfUtcDay(ms: number): number {
  return Math.floor(ms / DAY) * DAY;
}

const ISO_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Parses yyyy-MM-dd strictly (a real calendar date), to UTC midnight; null when invalid. */
export function parseIsoDate(text: string): number | null {
  const m = ISO_DATE_RE.exec(text);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return isoDate(ms) === text ? ms : null;
}

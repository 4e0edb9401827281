/**
 * Calendar dates in the user's time zone, and the spec's order date format (4.15): an ISO 8601 date with
 * no time and the user's time-zone offset, e.g. `2026-12-01+01:00`. Everything goes through the zone's
 * own calendar (Intl), never through UTC, so a date picked at 23:30 or 00:30 local time keeps its day.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

type Fields = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function fieldsAt(instantMs: number, timeZone: string): Fields {
  const out: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') out[part.type] = Number(part.value);
  }
  return {
    year: out.year ?? 0,
    month: out.month ?? 1,
    day: out.day ?? 1,
    hour: out.hour ?? 0,
    minute: out.minute ?? 0,
    second: out.second ?? 0,
  };
}

/** The browser's time zone (IANA name), e.g. `Europe/Berlin`. */
export function userTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The zone's offset from UTC at an instant, in whole minutes (east positive). */
export function zoneOffsetMinutes(instantMs: number, timeZone: string): number {
  const f = fieldsAt(instantMs, timeZone);
  const asUtc = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  const wholeSeconds = Math.floor(instantMs / 1000) * 1000;
  return Math.round((asUtc - wholeSeconds) / 60_000);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The calendar date (yyyy-MM-dd) an instant falls on in the zone. */
export function localDate(instantMs: number, timeZone: string = userTimeZone()): string {
  const f = fieldsAt(instantMs, timeZone);
  return `${pad(f.year, 4)}-${pad(f.month)}-${pad(f.day)}`;
}

/**
 * `+01:00`, `-03:30`, and `+00:00` for a zero offset: a date with `Z` (`2026-11-24Z`) is valid ISO 8601
 * but fewer parsers take it than a numeric offset (docs/api-assumptions.md, "New order").
 */
export function formatOffset(minutes: number): string {
  const sign = minutes >= 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a yyyy-MM-dd string naming a real day. */
export function isCalendarDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(y, mo - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === mo - 1 && probe.getUTCDate() === d;
}

/**
 * The instant of local noon on a calendar date in the zone. Noon, not midnight: some zones skip midnight
 * on their daylight-saving day, and no zone skips noon, so the offset read there belongs to that date.
 */
export function localNoon(date: string, timeZone: string): number {
  const m = DATE_RE.exec(date);
  if (!m) throw new RangeError(`Not a yyyy-MM-dd date: ${date}`);
  const noonAsUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12);
  // Two passes settle the offset even when the first guess lands across a transition.
  let instant = noonAsUtc - zoneOffsetMinutes(noonAsUtc, timeZone) * 60_000;
  instant = noonAsUtc - zoneOffsetMinutes(instant, timeZone) * 60_000;
  return instant;
}

/** A picked calendar date as the order body wants it: `2026-12-01+01:00` (the zone's offset that day). */
export function toOffsetDate(date: string, timeZone: string = userTimeZone()): string {
  if (!isCalendarDate(date)) throw new RangeError(`Not a yyyy-MM-dd date: ${date}`);
  return `${date}${formatOffset(zoneOffsetMinutes(localNoon(date, timeZone), timeZone))}`;
}

/** Today's calendar date in the zone. */
export function todayIn(timeZone: string = userTimeZone(), now: number = Date.now()): string {
  return localDate(now, timeZone);
}

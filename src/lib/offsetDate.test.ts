// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { offsetDateSchema } from '@/model/schemas/newOrder';
import {
  formatOffset,
  isCalendarDate,
  localDate,
  toOffsetDate,
  todayIn,
  zoneOffsetMinutes,
} from './offsetDate';

const ZONES = Intl.supportedValuesOf('timeZone');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** An independent oracle: Swedish locale formats as `yyyy-MM-dd HH:mm:ss`. */
function oracle(instant: number, timeZone: string): { date: string; time: string } {
  const [date = '', time = ''] = new Date(instant)
    .toLocaleString('sv-SE', { timeZone, hourCycle: 'h23' })
    .split(' ');
  return { date, time };
}

/** The zone's offset as `longOffset` names it (`GMT+05:45`, `GMT` for zero). */
function oracleOffset(instant: number, timeZone: string): string {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(new Date(instant))
      .find((p) => p.type === 'timeZoneName')?.value ?? '';
  return name === 'GMT' || name === 'GMT+00:00' ? '+00:00' : name.replace('GMT', '');
}

/** Instants snapped onto (or one millisecond either side of) a local midnight of the zone. */
function nearLocalMidnight(instant: number, timeZone: string, shift: number): number {
  const { time } = oracle(instant, timeZone);
  const [h = 0, m = 0, s = 0] = time.split(':').map(Number);
  return instant - (instant % 1000) - (h * 3600 + m * 60 + s) * 1000 + shift;
}

function checkDay(instant: number, timeZone: string) {
  const date = todayIn(timeZone, instant);
  expect(date).toBe(oracle(instant, timeZone).date);
  const sent = toOffsetDate(date, timeZone);
  expect(offsetDateSchema.safeParse(sent).success).toBe(true);
  expect(sent.slice(0, 10)).toBe(date);
  // The offset is the zone's own on that date: the moment `date 12:00 <offset>` is local noon of `date`.
  const offset = sent.slice(10);
  const noon = Date.parse(`${date}T12:00:00${offset}`);
  expect(oracle(noon, timeZone)).toEqual({ date, time: '12:00:00' });
  expect(offset).toBe(oracleOffset(noon, timeZone));
}

describe('order dates with the user offset', () => {
  it('names the day of every zone at its local day boundaries (every IANA zone)', () => {
    expect(ZONES.length).toBeGreaterThan(300);
    const anchors = [Date.UTC(2026, 11, 1, 12), Date.UTC(2026, 2, 29, 12), Date.UTC(2026, 9, 25, 12)];
    for (const timeZone of ZONES) {
      for (const anchor of anchors) {
        for (const shift of [-1, 0, 1, DAY - 1])
          checkDay(nearLocalMidnight(anchor, timeZone, shift), timeZone);
      }
    }
  });

  it('holds for any instant and zone, concentrated around local midnights', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        // From 2000: orders are never dated in the past, and some zones had offsets with seconds before 1972.
        fc.integer({ min: Date.UTC(2000, 0, 2), max: Date.UTC(2099, 11, 30) }),
        fc.constantFrom(-1001, -1, 0, 1, 999, HOUR, 23 * HOUR + 59 * 60_000 + 59_000),
        (timeZone, instant, shift) => checkDay(nearLocalMidnight(instant, timeZone, shift), timeZone),
      ),
      { numRuns: 3000 },
    );
  });

  it('formats offsets, including half and quarter hours and zero', () => {
    expect(formatOffset(60)).toBe('+01:00');
    expect(formatOffset(-210)).toBe('-03:30');
    expect(formatOffset(345)).toBe('+05:45');
    expect(formatOffset(0)).toBe('+00:00');
    expect(toOffsetDate('2026-12-01', 'Europe/Berlin')).toBe('2026-12-01+01:00');
    expect(toOffsetDate('2026-07-01', 'Europe/Berlin')).toBe('2026-07-01+02:00');
    expect(toOffsetDate('2026-12-01', 'Asia/Kathmandu')).toBe('2026-12-01+05:45');
    expect(toOffsetDate('2026-12-01', 'UTC')).toBe('2026-12-01+00:00');
    expect(toOffsetDate('2026-12-01', 'Pacific/Kiritimati')).toBe('2026-12-01+14:00');
  });

  it('keeps the local day at 23:59 and 00:00 where UTC is already another day', () => {
    // 23:59:59 in Los Angeles on 1 Dec is 07:59:59 UTC on 2 Dec.
    expect(localDate(Date.UTC(2026, 11, 2, 7, 59, 59), 'America/Los_Angeles')).toBe('2026-12-01');
    // 00:00 in Auckland on 2 Dec is 11:00 UTC on 1 Dec.
    expect(localDate(Date.UTC(2026, 11, 1, 11), 'Pacific/Auckland')).toBe('2026-12-02');
    expect(zoneOffsetMinutes(Date.UTC(2026, 11, 1, 11), 'Pacific/Auckland')).toBe(780);
  });

  it('rejects days that do not exist', () => {
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(() => toOffsetDate('2026-13-01')).toThrow(RangeError);
  });
});

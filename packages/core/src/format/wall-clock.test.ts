import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import {
  BUSINESS_TZ,
  businessInstant,
  businessWallClock,
  formatScheduledFor,
  parseScheduledFor,
} from './wall-clock';

dayjs.extend(utc);
dayjs.extend(timezone);

const pad = (n: number) => String(n).padStart(2, '0');

/** Every `stepMinutes` between two São Paulo wall-clock times, as 'YYYY-MM-DD HH:mm:ss'. */
function wallClockTimes(from: string, to: string, stepMinutes: number): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}Z`); t <= Date.parse(`${to}Z`); t += stepMinutes * 60_000) {
    const d = new Date(t);
    out.push(
      `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00`,
    );
  }
  return out;
}

describe('businessWallClock', () => {
  it('reads the São Paulo calendar fields of an instant as numbers', () => {
    expect(businessWallClock('2026-01-01T02:59:59Z')).toEqual({
      year: 2025,
      month: 12,
      day: 31,
      hour: 23,
      minute: 59,
      second: 59,
    });
    expect(businessWallClock('não é data')).toBeNull();
  });
});

describe('businessInstant', () => {
  it('is three hours behind UTC since daylight-saving time ended in 2019', () => {
    const at = businessInstant({ year: 2026, month: 11, day: 22, hour: 14, minute: 30, second: 0 });
    expect(at.toISOString()).toBe('2026-11-22T17:30:00.000Z');
  });

  it('rolls fields over across month, leap-day and year ends', () => {
    const at = (year: number, month: number, day: number, hour = 6) =>
      businessInstant({ year, month, day, hour, minute: 0, second: 0 }).toISOString();
    expect(at(2026, 1, 32)).toBe('2026-02-01T09:00:00.000Z');
    expect(at(2026, 2, 29)).toBe('2026-03-01T09:00:00.000Z');
    expect(at(2028, 2, 29)).toBe('2028-02-29T09:00:00.000Z');
    expect(at(2026, 12, 32)).toBe('2027-01-01T09:00:00.000Z');
    expect(at(2026, 12, 31, 24)).toBe('2027-01-01T03:00:00.000Z');
  });

  it('reads old summer times at UTC−2', () => {
    const at = businessInstant({ year: 2018, month: 1, day: 15, hour: 12, minute: 0, second: 0 });
    expect(at.toISOString()).toBe('2018-01-15T14:00:00.000Z');
  });
});

describe('parseScheduledFor', () => {
  it('reads month and year ends, and refuses a 29 February outside leap years', () => {
    expect(parseScheduledFor('2026-12-31 23:59:59')?.toISOString()).toBe('2027-01-01T02:59:59.000Z');
    expect(parseScheduledFor('2027-01-01 00:00:00')?.toISOString()).toBe('2027-01-01T03:00:00.000Z');
    expect(parseScheduledFor('2026-04-30 21:00:00')?.toISOString()).toBe('2026-05-01T00:00:00.000Z');
    expect(parseScheduledFor('2028-02-29 10:00:00')?.toISOString()).toBe('2028-02-29T13:00:00.000Z');
    expect(parseScheduledFor('2026-02-29 10:00:00')).toBeNull();
    expect(parseScheduledFor('2026-04-31 10:00:00')).toBeNull();
    expect(parseScheduledFor('2026-13-01 10:00:00')).toBeNull();
    expect(parseScheduledFor('2026-03-10 12:60:00')).toBeNull();
    expect(parseScheduledFor(' 2026-03-10 12:00:00')).toBeNull();
  });

  it('round-trips with formatScheduledFor through a whole year', () => {
    for (const value of wallClockTimes('2026-01-01T00:00:00', '2026-12-31T23:00:00', 7 * 60 + 13)) {
      const at = parseScheduledFor(value);
      expect(at && formatScheduledFor(at)).toBe(value);
    }
  });

  it('agrees with dayjs on the old daylight-saving nights (skipped and repeated hours)', () => {
    const nights = [
      // Summer start 2018-11-04: 00:00–00:59 did not exist. Summer end 2019-02-16: 23:00–23:59 happened twice.
      ...wallClockTimes('2018-11-03T22:00:00', '2018-11-04T02:00:00', 15),
      ...wallClockTimes('2019-02-16T21:00:00', '2019-02-17T01:00:00', 15),
    ];
    for (const value of nights) {
      const parsed = dayjs.tz(value, BUSINESS_TZ);
      const expected = parsed.format('YYYY-MM-DD HH:mm:ss') === value ? parsed.toDate().toISOString() : null;
      expect([value, parseScheduledFor(value)?.toISOString() ?? null]).toEqual([value, expected]);
    }
    expect(parseScheduledFor('2018-11-04 00:30:00')).toBeNull();
    expect(parseScheduledFor('2019-02-16 23:30:00')?.toISOString()).toBe('2019-02-17T02:30:00.000Z');
  });
});

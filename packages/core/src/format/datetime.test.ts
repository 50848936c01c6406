import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import {
  formatDate,
  formatDateTime,
  formatDayMonthAtTime,
  formatMonthName,
  formatScheduledFor,
  formatShortDateTime,
  formatTime,
  parseScheduledFor,
  schedulingLabel,
  toIsoDate,
} from './datetime';

dayjs.extend(utc);
dayjs.extend(timezone);
// dayjs' timezone plugin, which the wall clock replaced, as the reference.
const inBusinessTz = (iso: string) => dayjs(iso).tz('America/Sao_Paulo');

// 01:30 UTC on the 11th is 22:30 on the 10th in São Paulo.
const LATE_EVENING = '2026-03-11T01:30:00Z';

describe('São Paulo formats', () => {
  it('read instants in São Paulo time', () => {
    expect(formatDate(LATE_EVENING)).toBe('10/03/2026');
    expect(formatDateTime(LATE_EVENING)).toBe('10/03/2026 às 22:30');
    expect(formatShortDateTime(LATE_EVENING)).toBe('10/03 22:30');
    expect(formatDayMonthAtTime(LATE_EVENING)).toBe('10/03 às 22:30');
    expect(formatTime(LATE_EVENING)).toBe('22:30');
    expect(toIsoDate(LATE_EVENING)).toBe('2026-03-10');
  });
});

describe('scheduledFor', () => {
  it("formats as 'YYYY-MM-DD HH:mm:ss' wall-clock time and reads it back", () => {
    expect(formatScheduledFor(LATE_EVENING)).toBe('2026-03-10 22:30:00');
    expect(parseScheduledFor('2026-03-10 22:30:00')?.toISOString()).toBe('2026-03-11T01:30:00.000Z');
  });

  it('refuses malformed and impossible values', () => {
    expect(parseScheduledFor('2026-03-10T22:30:00')).toBeNull();
    expect(parseScheduledFor('2026-02-30 10:00:00')).toBeNull();
    expect(parseScheduledFor('2026-03-10 24:00:00')).toBeNull();
  });
});

describe('schedulingLabel', () => {
  it("TODAY/TOMORROW 'às HH:mm', CUSTOM 'DD/MM/YYYY às HH:mm', NOW nothing", () => {
    expect(schedulingLabel('TODAY', LATE_EVENING)).toBe('às 22:30');
    expect(schedulingLabel('TOMORROW', LATE_EVENING)).toBe('às 22:30');
    expect(schedulingLabel('CUSTOM', LATE_EVENING)).toBe('10/03/2026 às 22:30');
    expect(schedulingLabel('NOW', null)).toBe('');
    expect(schedulingLabel('TODAY', null)).toBe('');
  });
});

describe('formatMonthName', () => {
  it('names months in pt-BR, capitalised', () => {
    expect(formatMonthName(1)).toBe('Janeiro');
    expect(formatMonthName(3)).toBe('Março');
    expect(formatMonthName(12)).toBe('Dezembro');
    expect(() => formatMonthName(13)).toThrow(RangeError);
  });
});

describe('São Paulo formats across the year', () => {
  it('agree with dayjs for instants around midnight, the year turn and the last daylight-saving end (Feb 2019)', () => {
    const instants = [
      '2026-01-01T02:59:59Z',
      '2026-01-01T03:00:00Z',
      '2025-12-31T23:59:00Z',
      '2019-02-17T01:59:00Z',
      '2019-02-17T02:00:00Z',
      '2026-07-04T15:05:09.123Z',
    ];
    for (const iso of instants) {
      const reference = inBusinessTz(iso);
      expect(formatScheduledFor(iso)).toBe(reference.format('YYYY-MM-DD HH:mm:ss'));
      expect(formatShortDateTime(iso)).toBe(reference.format('DD/MM HH:mm'));
    }
  });

  it('prints an unreadable instant as dayjs did instead of throwing', () => {
    expect(formatShortDateTime('not a date')).toBe('Invalid Date');
  });
});

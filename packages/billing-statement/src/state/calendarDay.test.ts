import { formatCalendarDay, formatDayHeading, isoFromLocalDate, localDateFromIso } from './calendarDay';

describe('calendar days', () => {
  it('formats a day without moving it across time zones', () => {
    expect(formatCalendarDay('2026-11-03')).toBe('03/11/2026');
    expect(formatCalendarDay('2026-01-01')).toBe('01/01/2026');
  });

  it('names the weekday of a day heading', () => {
    expect(formatDayHeading('2026-11-20')).toBe('Sexta-feira, 20/11/2026');
    expect(formatDayHeading('2026-11-22')).toBe('Domingo, 22/11/2026');
    expect(formatDayHeading('2026-11-21')).toBe('Sábado, 21/11/2026');
  });

  it('turns a picked local day into YYYY-MM-DD and back', () => {
    expect(isoFromLocalDate(new Date(2026, 1, 28, 23, 59))).toBe('2026-02-28');
    const back = localDateFromIso('2026-03-09');
    expect([back.getFullYear(), back.getMonth(), back.getDate(), back.getHours()]).toEqual([2026, 2, 9, 0]);
  });
});

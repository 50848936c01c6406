import { capitalizeFirst, WEEKDAY_NAMES, weekdayName } from './weekdays';

describe('pt-BR weekday names', () => {
  it('writes Saturday with its accent, short and long', () => {
    expect(weekdayName(6, 'short')).toBe('sáb');
    expect(weekdayName(6)).toBe('sábado');
  });

  it('keeps the -feira of a weekday in lower case, also at the start of a heading', () => {
    expect(weekdayName(1)).toBe('segunda-feira');
    expect(capitalizeFirst(weekdayName(1))).toBe('Segunda-feira');
  });

  it('agrees with Intl pt-BR on every long name', () => {
    const intl = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', timeZone: 'UTC' });
    // 2026-11-01 is a Sunday.
    const fromIntl = Array.from({ length: 7 }, (_, day) =>
      intl.format(new Date(Date.UTC(2026, 10, 1 + day))),
    );
    expect([...WEEKDAY_NAMES]).toEqual(fromIntl);
  });

  it('refuses a day out of range', () => {
    expect(() => weekdayName(7)).toThrow(RangeError);
  });
});

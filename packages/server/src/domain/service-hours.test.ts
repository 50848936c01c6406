import { isNationalHoliday, serviceAvailableAt } from './service-hours';

/** A São Paulo wall-clock time (UTC−3, no daylight saving since 2019). */
const sp = (local: string) => new Date(`${local}-03:00`);

describe('serviceAvailableAt (São Paulo time)', () => {
  it.each([
    ['a weekday morning', '2026-11-24T09:30:00', 'ok'],
    ['a weekday at opening', '2026-11-24T07:00:00', 'ok'],
    ['a weekday just before closing', '2026-11-24T19:59:00', 'ok'],
    ['a weekday before 7h', '2026-11-24T06:59:00', 'only_available_today'],
    ['a weekday night', '2026-11-24T21:00:00', 'only_available_tomorrow'],
    ['a weekday at closing', '2026-11-24T20:00:00', 'only_available_tomorrow'],
    ['a Friday night (Saturday works)', '2026-11-27T22:00:00', 'only_available_tomorrow'],
    ['a Saturday morning', '2026-11-28T10:00:00', 'ok'],
    ['a Saturday afternoon', '2026-11-28T13:00:00', 'only_available_next_work_day'],
    ['a Saturday before 7h', '2026-11-28T06:00:00', 'only_available_today'],
    ['a Sunday', '2026-11-29T11:00:00', 'only_available_tomorrow'],
    ['Christmas (a Friday)', '2026-12-25T10:00:00', 'only_available_tomorrow'],
    ['the eve of Christmas after hours', '2026-12-24T21:00:00', 'only_available_next_work_day'],
    ['Tiradentes (a Tuesday) before 7h', '2026-04-21T06:00:00', 'only_available_tomorrow'],
    ['Good Friday', '2026-04-03T10:00:00', 'only_available_tomorrow'],
    ['Carnaval Tuesday (optional, a working day)', '2026-02-17T10:00:00', 'ok'],
  ])('%s → %s', (_, local, expected) => {
    expect(serviceAvailableAt(sp(local))).toBe(expected);
  });

  it('reads the São Paulo day, not the UTC one', () => {
    // 01:30 UTC on Tuesday is 22:30 on Monday in São Paulo.
    expect(serviceAvailableAt(new Date('2026-11-24T01:30:00Z'))).toBe('only_available_tomorrow');
    // 11:00 UTC is 08:00 in São Paulo.
    expect(serviceAvailableAt(new Date('2026-11-24T11:00:00Z'))).toBe('ok');
  });
});

describe('isNationalHoliday', () => {
  it.each([
    [2026, 1, 1],
    [2026, 4, 3],
    [2026, 11, 20],
    [2027, 3, 26],
  ])('%i-%i-%i is a feriado nacional', (year, month, day) => {
    expect(isNationalHoliday({ year, month, day })).toBe(true);
  });

  it.each([
    [2026, 2, 17],
    [2026, 6, 4],
    [2026, 7, 9],
  ])('%i-%i-%i is not (optional or state holidays)', (year, month, day) => {
    expect(isNationalHoliday({ year, month, day })).toBe(false);
  });
});

import { isCirculationRestricted } from './circulation';

// Times are written in São Paulo local time (UTC−3).
const sp = (local: string) => new Date(`${local}-03:00`);

describe('isCirculationRestricted (Toco and Truck in São Paulo)', () => {
  it('restricts weekdays 5–9h and 17–22h', () => {
    // 2026-03-10 is a Tuesday.
    expect(isCirculationRestricted('TOCO', sp('2026-03-10T05:00:00'))).toBe(true);
    expect(isCirculationRestricted('TOCO', sp('2026-03-10T08:59:00'))).toBe(true);
    expect(isCirculationRestricted('TOCO', sp('2026-03-10T09:00:00'))).toBe(false);
    expect(isCirculationRestricted('TRUCK', sp('2026-03-10T17:30:00'))).toBe(true);
    expect(isCirculationRestricted('TRUCK', sp('2026-03-10T22:00:00'))).toBe(false);
    expect(isCirculationRestricted('TRUCK', sp('2026-03-10T12:00:00'))).toBe(false);
  });

  it('restricts Saturday 10–14h only', () => {
    expect(isCirculationRestricted('TOCO', sp('2026-03-14T11:00:00'))).toBe(true);
    expect(isCirculationRestricted('TOCO', sp('2026-03-14T07:00:00'))).toBe(false);
  });

  it('is free on Sundays and holidays', () => {
    expect(isCirculationRestricted('TOCO', sp('2026-03-15T07:00:00'))).toBe(false);
    // 21 April (Tiradentes), a Tuesday in 2026.
    expect(isCirculationRestricted('TOCO', sp('2026-04-21T07:00:00'))).toBe(false);
  });

  it('does not concern other vehicles', () => {
    expect(isCirculationRestricted('VAN', sp('2026-03-10T07:00:00'))).toBe(false);
    expect(isCirculationRestricted('BITRUCK', sp('2026-03-10T07:00:00'))).toBe(false);
  });
});

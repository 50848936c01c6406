import { checkCustomPeriod, lastDayWithinAYear } from './customPeriod';

const today = new Date('2026-11-20T12:00:00-03:00');

describe('custom period', () => {
  it('ends a year-long period the day before the same date next year', () => {
    expect(lastDayWithinAYear('2026-03-10')).toBe('2027-03-09');
    expect(lastDayWithinAYear('2025-01-01')).toBe('2025-12-31');
    expect(lastDayWithinAYear('2024-02-29')).toBe('2025-02-28');
  });

  it('asks for both dates', () => {
    expect(checkCustomPeriod(null, '2026-11-10', today)).toEqual({
      ok: false,
      message: 'Informe as datas De e Até.',
    });
    expect(checkCustomPeriod('2026-11-01', null, today)).toEqual({
      ok: false,
      message: 'Informe as datas De e Até.',
    });
  });

  it('refuses days after today, a reversed period and one longer than a year', () => {
    expect(checkCustomPeriod('2026-11-01', '2026-11-21', today)).toEqual({
      ok: false,
      message: 'Escolha datas até hoje.',
    });
    expect(checkCustomPeriod('2026-11-10', '2026-11-01', today)).toEqual({
      ok: false,
      message: 'A data De deve ser anterior ou igual à data Até.',
    });
    expect(checkCustomPeriod('2025-11-01', '2026-11-01', today)).toEqual({
      ok: false,
      message: 'Escolha um período de no máximo 1 ano.',
    });
  });

  it('accepts a valid period, today and a whole year included', () => {
    expect(checkCustomPeriod('2026-11-01', '2026-11-20', today)).toEqual({
      ok: true,
      period: { from: '2026-11-01', to: '2026-11-20' },
    });
    expect(checkCustomPeriod('2025-11-01', '2026-10-31', today)).toMatchObject({ ok: true });
  });
});

import {
  billingMonth,
  billingMonthTabs,
  billingTotalsPeriod,
  isInMonthPart,
  validateCustomPeriod,
} from './billing-period';

describe('billingMonthTabs', () => {
  it('lists the current São Paulo month and the five before, oldest first', () => {
    const tabs = billingMonthTabs(new Date('2026-03-10T12:00:00Z'));
    expect(tabs.map((t) => `${t.year}-${t.month}`)).toEqual([
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-1',
      '2026-2',
      '2026-3',
    ]);
    expect(tabs[0]).toEqual({
      year: 2025,
      month: 10,
      label: 'Outubro',
      from: '2025-10-01',
      to: '2025-10-31',
    });
  });

  it('uses the São Paulo month at a month boundary', () => {
    // 1 April 01:00 UTC is still 31 March in São Paulo.
    expect(billingMonthTabs(new Date('2026-04-01T01:00:00Z')).at(-1)?.month).toBe(3);
  });

  it('gives the totals period over all tabs', () => {
    expect(billingTotalsPeriod(new Date('2026-03-10T12:00:00Z'))).toEqual({
      'from-date': '2025-10-01',
      'to-date': '2026-03-31',
    });
  });
});

describe('billingMonth', () => {
  it('knows month lengths, leap years included', () => {
    expect(billingMonth(2028, 2).to).toBe('2028-02-29');
    expect(billingMonth(2026, 2).to).toBe('2026-02-28');
    expect(billingMonth(2026, 12)).toMatchObject({ label: 'Dezembro', from: '2026-12-01', to: '2026-12-31' });
  });
});

describe('isInMonthPart', () => {
  it('splits at day 15', () => {
    expect(isInMonthPart('2026-03-15', 'firstHalf')).toBe(true);
    expect(isInMonthPart('2026-03-15', 'secondHalf')).toBe(false);
    expect(isInMonthPart('2026-03-16', 'secondHalf')).toBe(true);
    expect(isInMonthPart('2026-03-16', 'firstHalf')).toBe(false);
    expect(isInMonthPart('2026-03-31', 'whole')).toBe(true);
  });
});

describe('validateCustomPeriod', () => {
  const now = new Date('2026-03-10T12:00:00Z');

  it('needs both dates, not after today, in order', () => {
    expect(validateCustomPeriod(null, '2026-03-01', now)).toMatchObject({
      ok: false,
      code: 'PeriodRequired',
    });
    expect(validateCustomPeriod('2026-03-01', '2026-03-11', now)).toMatchObject({
      ok: false,
      code: 'PeriodAfterToday',
    });
    expect(validateCustomPeriod('2026-03-05', '2026-03-01', now)).toMatchObject({
      ok: false,
      code: 'PeriodReversed',
    });
    expect(validateCustomPeriod('2026-03-01', '2026-03-10', now)).toEqual({
      ok: true,
      value: { 'from-date': '2026-03-01', 'to-date': '2026-03-10' },
    });
  });
});

import { HttpError } from '../http/errors';
import { BILLING_MAX_PERIOD_DAYS, calendarDay, checkStatementPeriod } from './period';

const period = (from: string, to: string) => ({ 'from-date': from, 'to-date': to });

function refusal(from: string, to: string) {
  try {
    checkStatementPeriod(period(from, to));
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  }
  throw new Error(`accepted ${from}..${to}`);
}

describe('calendarDay', () => {
  it('knows which days exist', () => {
    expect(calendarDay('2024-02-29')).toBe(Date.UTC(2024, 1, 29));
    expect(calendarDay('2026-02-29')).toBeNull();
    expect(calendarDay('2026-04-31')).toBeNull();
    expect(calendarDay('2026-00-10')).toBeNull();
    expect(calendarDay('2026-1-10')).toBeNull();
  });
});

describe('checkStatementPeriod', () => {
  it('accepts a single day, a month and a leap year', () => {
    expect(checkStatementPeriod(period('2026-10-01', '2026-10-01'))).toEqual({
      from: '2026-10-01',
      to: '2026-10-01',
    });
    expect(checkStatementPeriod(period('2026-10-01', '2026-10-31')).to).toBe('2026-10-31');
    expect(checkStatementPeriod(period('2024-01-01', '2024-12-31')).from).toBe('2024-01-01');
  });

  it('refuses impossible days, reversed periods and more than a year, with 400 and pt-BR text', () => {
    const cases: [string, string, RegExp][] = [
      ['2026-02-30', '2026-03-01', /data inicial 2026-02-30 não existe/],
      ['2026-02-01', '2026-02-29', /data final 2026-02-29 não existe/],
      ['2026-03-02', '2026-03-01', /anterior ou igual/],
      ['2025-01-01', '2026-01-02', new RegExp(`no máximo ${BILLING_MAX_PERIOD_DAYS} dias`)],
    ];
    for (const [from, to, message] of cases) {
      const error = refusal(from, to);
      expect(error.status).toBe(400);
      expect(error.body.code).toBe('validation_error');
      expect(error.body.message).toMatch(message);
    }
  });

  it('draws the line at exactly 366 days', () => {
    expect(checkStatementPeriod(period('2025-01-01', '2026-01-01')).to).toBe('2026-01-01');
    expect(refusal('2025-01-01', '2026-01-02').status).toBe(400);
  });
});

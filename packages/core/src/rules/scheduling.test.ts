import {
  earliestScheduleTime,
  qualifiesForAdvanceBookingDiscount,
  scheduledForValue,
  scheduleMinDate,
  schedulePreset,
  scheduleTooSoonReason,
  validateScheduleDateTime,
  validateScheduling,
} from './scheduling';

// 2026-03-10 14:03:27 in São Paulo (UTC−3, no DST since 2019).
const NOW = new Date('2026-03-10T17:03:27Z');

describe('schedulePreset', () => {
  it('TODAY is one hour ahead, rounded up to the 10-minute grid', () => {
    expect(schedulePreset('TODAY', NOW).toISOString()).toBe('2026-03-10T18:10:00.000Z');
  });

  it('TOMORROW is 06:00 of the next São Paulo day', () => {
    expect(schedulePreset('TOMORROW', NOW).toISOString()).toBe('2026-03-11T09:00:00.000Z');
    // 23:30 in São Paulo is already the next day in UTC; "tomorrow" is still São Paulo's.
    expect(schedulePreset('TOMORROW', new Date('2026-03-11T02:30:00Z')).toISOString()).toBe(
      '2026-03-11T09:00:00.000Z',
    );
  });

  it('TOMORROW crosses month, leap-day and year ends in São Paulo time', () => {
    const tomorrow = (now: string) => schedulePreset('TOMORROW', new Date(now)).toISOString();
    // 31/01 23:30 in São Paulo (already 1 February in UTC).
    expect(tomorrow('2026-02-01T02:30:00Z')).toBe('2026-02-01T09:00:00.000Z');
    expect(tomorrow('2026-02-28T12:00:00Z')).toBe('2026-03-01T09:00:00.000Z');
    expect(tomorrow('2028-02-28T12:00:00Z')).toBe('2028-02-29T09:00:00.000Z');
    // 31/12 22:00 in São Paulo, 01:00 of the new year in UTC: tomorrow is 1 January, not the 2nd.
    expect(tomorrow('2027-01-01T01:00:00Z')).toBe('2027-01-01T09:00:00.000Z');
    // 00:10 on 1 January in São Paulo.
    expect(tomorrow('2027-01-01T03:10:00Z')).toBe('2027-01-02T09:00:00.000Z');
  });

  it('CUSTOM is two days ahead', () => {
    expect(schedulePreset('CUSTOM', NOW).toISOString()).toBe('2026-03-12T17:10:00.000Z');
  });
});

describe('validateScheduleDateTime', () => {
  it('needs a time after now plus 45 minutes by default', () => {
    expect(validateScheduleDateTime(new Date(NOW.getTime() + 45 * 60_000), NOW)).toEqual({
      ok: false,
      code: 'ScheduleInPast',
      message: 'Escolha um horário no futuro',
    });
    expect(validateScheduleDateTime(new Date(NOW.getTime() + 46 * 60_000), NOW).ok).toBe(true);
  });

  it('uses the configured minimum advance', () => {
    const in60 = new Date(NOW.getTime() + 60 * 60_000);
    expect(validateScheduleDateTime(in60, NOW, 90).ok).toBe(false);
    expect(validateScheduleDateTime(in60, NOW, 30).ok).toBe(true);
  });

  it('refuses no value and garbage', () => {
    expect(validateScheduleDateTime(null, NOW).ok).toBe(false);
    expect(validateScheduleDateTime('não é data', NOW).ok).toBe(false);
  });

  it('knows the earliest time and day', () => {
    expect(earliestScheduleTime(NOW).toISOString()).toBe('2026-03-10T17:48:27.000Z');
    expect(scheduleMinDate(new Date('2026-03-11T02:30:00Z'))).toBe('2026-03-11');
    expect(scheduleMinDate(new Date('2026-03-11T02:00:00Z'), 45)).toBe('2026-03-10');
    // 23:30 on 31 December plus 45 minutes is the new year's first day; UTC had turned already at 21:00.
    expect(scheduleMinDate(new Date('2027-01-01T02:30:00Z'))).toBe('2027-01-01');
    expect(scheduleMinDate(new Date('2027-01-01T02:00:00Z'))).toBe('2026-12-31');
    expect(scheduleMinDate(new Date('2026-12-31T22:00:00Z'), 24 * 60)).toBe('2027-01-01');
  });
});

describe('validateScheduling', () => {
  const config = { immediate_booking_available: true, min_advance_booking_time_minutes: 45 };

  it('NOW is valid only when immediate booking is available', () => {
    expect(validateScheduling({ type: 'NOW', dateTime: null }, config, NOW).ok).toBe(true);
    expect(
      validateScheduling(
        { type: 'NOW', dateTime: null },
        { ...config, immediate_booking_available: false },
        NOW,
      ),
    ).toMatchObject({ ok: false, code: 'ImmediateUnavailable' });
    expect(validateScheduling({ type: 'NOW', dateTime: null }, null, NOW).ok).toBe(false);
  });

  it('the other types need a future time', () => {
    expect(
      validateScheduling({ type: 'TODAY', dateTime: schedulePreset('TODAY', NOW) }, config, NOW).ok,
    ).toBe(true);
    expect(validateScheduling({ type: 'CUSTOM', dateTime: null }, config, NOW).ok).toBe(false);
    expect(validateScheduling({ type: 'TODAY', dateTime: NOW }, config, NOW).ok).toBe(false);
  });
});

describe('scheduledForValue', () => {
  it('sends null for NOW and the São Paulo wall-clock time otherwise', () => {
    expect(scheduledForValue({ type: 'NOW', dateTime: null })).toBeNull();
    expect(scheduledForValue({ type: 'TOMORROW', dateTime: '2026-03-11T09:00:00.000Z' })).toBe(
      '2026-03-11 06:00:00',
    );
  });
});

describe('advance booking', () => {
  it('discounts from exactly 6 hours ahead', () => {
    const in6h = new Date(NOW.getTime() + 6 * 3_600_000);
    expect(qualifiesForAdvanceBookingDiscount(NOW, in6h)).toBe(true);
    expect(qualifiesForAdvanceBookingDiscount(NOW, new Date(in6h.getTime() - 1))).toBe(false);
    expect(qualifiesForAdvanceBookingDiscount(NOW, null)).toBe(false);
  });

  it('words the server reason as the spec does', () => {
    expect(scheduleTooSoonReason()).toBe(
      'O horário de agendamento deve ser pelo menos 45 minutos depois do horário atual, volte e verifique.',
    );
  });
});

import {
  ADVANCE_BOOKING_DISCOUNT_MIN_HOURS,
  DEFAULT_MIN_ADVANCE_BOOKING_MINUTES,
  TIME_PICKER_STEP_MINUTES,
} from '../catalogues/constants';
import type { ScheduleType } from '../catalogues/scheduling';
import { businessInstant, businessWallClock, formatScheduledFor, toIsoDate } from '../format/wall-clock';
import { fail, ok, type Result } from './result';

export const SCHEDULE_MESSAGES = {
  /** SPEC §5 date-time picker hint. */
  future: 'Escolha um horário no futuro',
  immediateUnavailable: 'Solicitação imediata indisponível no momento. Escolha um horário.',
} as const;

/** SPEC §5 server reason for a schedule too close to now (shown as sent). */
export const scheduleTooSoonReason = (minutes: number = DEFAULT_MIN_ADVANCE_BOOKING_MINUTES) =>
  `O horário de agendamento deve ser pelo menos ${minutes} minutos depois do horário atual, volte e verifique.`;

const stepMs = TIME_PICKER_STEP_MINUTES * 60_000;
const roundUpToStep = (ms: number) => Math.ceil(ms / stepMs) * stepMs;

/**
 * SPEC §9 presets: TODAY one hour ahead; TOMORROW 06:00 next day (São Paulo); CUSTOM two days ahead. TODAY and
 * CUSTOM are rounded up to the picker's 10-minute grid (seconds dropped), which keeps them at least as far ahead.
 */
export function schedulePreset(type: Exclude<ScheduleType, 'NOW'>, now: Date = new Date()): Date {
  switch (type) {
    case 'TODAY':
      return new Date(roundUpToStep(now.getTime() + 60 * 60_000));
    case 'TOMORROW': {
      const today = businessWallClock(now);
      if (!today) return new Date(Number.NaN);
      // Day + 1 rolls over month and year ends (Date.UTC's arithmetic).
      return businessInstant({ ...today, day: today.day + 1, hour: 6, minute: 0, second: 0 });
    }
    case 'CUSTOM':
      return new Date(roundUpToStep(now.getTime() + 2 * 24 * 60 * 60_000));
  }
}

/** The earliest instant a scheduled order may start: now plus the minimum advance (default 45 minutes). */
export const earliestScheduleTime = (now: Date, minAdvanceMinutes = DEFAULT_MIN_ADVANCE_BOOKING_MINUTES) =>
  new Date(now.getTime() + minAdvanceMinutes * 60_000);

/** The date picker's minimum day, 'YYYY-MM-DD' in São Paulo. */
export const scheduleMinDate = (now: Date, minAdvanceMinutes = DEFAULT_MIN_ADVANCE_BOOKING_MINUTES) =>
  toIsoDate(earliestScheduleTime(now, minAdvanceMinutes));

/** SPEC §5 date-time picker: a value is required and must be after now + the minimum advance. */
export function validateScheduleDateTime(
  dateTime: Date | string | null,
  now: Date = new Date(),
  minAdvanceMinutes = DEFAULT_MIN_ADVANCE_BOOKING_MINUTES,
): Result<Date, 'ScheduleInPast'> {
  if (dateTime === null) return fail('ScheduleInPast', SCHEDULE_MESSAGES.future);
  const at = new Date(dateTime);
  if (Number.isNaN(at.getTime()) || at.getTime() <= earliestScheduleTime(now, minAdvanceMinutes).getTime()) {
    return fail('ScheduleInPast', SCHEDULE_MESSAGES.future);
  }
  return ok(at);
}

export interface Scheduling {
  type: ScheduleType;
  /** ISO instant, null for NOW */
  dateTime: string | Date | null;
}

/**
 * SPEC §4: NOW is valid only when the config allows immediate booking; the others need a time after now plus
 * the config's minimum advance.
 */
export function validateScheduling(
  scheduling: Scheduling,
  config: { immediate_booking_available: boolean; min_advance_booking_time_minutes?: number } | null,
  now: Date = new Date(),
): Result<Scheduling, 'ImmediateUnavailable' | 'ScheduleInPast'> {
  if (scheduling.type === 'NOW') {
    return config?.immediate_booking_available
      ? ok({ type: 'NOW', dateTime: null })
      : fail('ImmediateUnavailable', SCHEDULE_MESSAGES.immediateUnavailable);
  }
  const checked = validateScheduleDateTime(
    scheduling.dateTime,
    now,
    config?.min_advance_booking_time_minutes,
  );
  return checked.ok ? ok({ type: scheduling.type, dateTime: checked.value }) : checked;
}

/** The wire value of SPEC §4: NOW sends null, the others 'YYYY-MM-DD HH:mm:ss' in São Paulo. */
export function scheduledForValue(scheduling: Scheduling): string | null {
  if (scheduling.type === 'NOW' || scheduling.dateTime === null) return null;
  return formatScheduledFor(scheduling.dateTime);
}

/** SPEC §9: 6 hours or more between placing the order and the service start earns the discount. */
export function qualifiesForAdvanceBookingDiscount(orderedAt: Date, serviceStart: Date | null): boolean {
  if (serviceStart === null) return false;
  return serviceStart.getTime() - orderedAt.getTime() >= ADVANCE_BOOKING_DISCOUNT_MIN_HOURS * 60 * 60_000;
}

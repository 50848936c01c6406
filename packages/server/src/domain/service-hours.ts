import { businessWallClock } from '@box/core/format';
import { getHolidays } from '@brazilian-utils/brazilian-utils/get-holidays';

/**
 * When the operations team serves requests (SPEC §4 service availability), in São Paulo time: Monday to Friday
 * 7h–20h, Saturday 7h–13h; closed on Sundays and on national holidays (feriados nacionais; the optional
 * Carnaval and Corpus Christi are working days). Hours are [open, close).
 */
export const OPERATING_HOURS = {
  weekday: { open: 7, close: 20 },
  saturday: { open: 7, close: 13 },
} as const;

/**
 * The `service_available` values of GET /spots/config. Core's serviceAvailability reads any value but 'ok' as
 * "not now"; 'only_available_today' gets its 'hoje, a partir das 7h' notice.
 */
export type ServiceAvailable =
  | 'ok'
  | 'only_available_today'
  | 'only_available_tomorrow'
  | 'only_available_next_work_day';

interface CalendarDay {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  /** 0 = Sunday */
  weekday: number;
}

/** The São Paulo calendar day and minute of the day of an instant (core's wall clock). */
function inSaoPaulo(at: Date): { day: CalendarDay; minute: number } {
  const t = businessWallClock(at);
  if (!t) throw new RangeError('serviceAvailableAt: an invalid instant');
  const { year, month, day } = t;
  return {
    day: { year, month, day, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() },
    minute: t.hour * 60 + t.minute,
  };
}

function nextDay({ year, month, day }: CalendarDay): CalendarDay {
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return {
    year: next.getUTCFullYear(),
    month: next.getUTCMonth() + 1,
    day: next.getUTCDate(),
    weekday: next.getUTCDay(),
  };
}

/** A feriado nacional (brazilian-utils' calendar, Easter-based ones included). */
export function isNationalHoliday({
  year,
  month,
  day,
}: Pick<CalendarDay, 'year' | 'month' | 'day'>): boolean {
  // getHolidays builds each date at local midnight, so its local fields are the calendar day.
  return getHolidays({ year }).some(
    (h) => h.type === 'national' && h.date.getMonth() === month - 1 && h.date.getDate() === day,
  );
}

/** The operating hours of a calendar day, null when the team does not work. */
export function operatingHoursOf(day: CalendarDay): { open: number; close: number } | null {
  if (day.weekday === 0 || isNationalHoliday(day)) return null;
  return day.weekday === 6 ? OPERATING_HOURS.saturday : OPERATING_HOURS.weekday;
}

/** Whether the team serves a request made at `now`, and if not, when it will. */
export function serviceAvailableAt(now: Date): ServiceAvailable {
  const { day, minute } = inSaoPaulo(now);
  const hours = operatingHoursOf(day);
  if (hours && minute < hours.open * 60) return 'only_available_today';
  if (hours && minute < hours.close * 60) return 'ok';
  const tomorrow = nextDay(day);
  return operatingHoursOf(tomorrow) ? 'only_available_tomorrow' : 'only_available_next_work_day';
}

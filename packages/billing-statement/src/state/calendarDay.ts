import { capitalizeFirst, weekdayName } from '@box/core/format';

/** 'YYYY-MM-DD' (a calendar day, no time zone to apply) → 'DD/MM/YYYY'. */
export function formatCalendarDay(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

/**
 * 'YYYY-MM-DD' → 'Sexta-feira, 13/11/2026': the heading of a day in the Detalhamento list, cased here as pt-BR
 * writes it (the sheet must not capitalize it: that gives 'Sexta-Feira').
 */
export function formatDayHeading(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const weekday = weekdayName(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)).getUTCDay());
  return `${capitalizeFirst(weekday)}, ${formatCalendarDay(isoDate)}`;
}

/** A picked calendar day (local midnight, as date pickers give it) → 'YYYY-MM-DD'. */
export function isoFromLocalDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'YYYY-MM-DD' → that day at local midnight (what a date picker shows as selected). */
export function localDateFromIso(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

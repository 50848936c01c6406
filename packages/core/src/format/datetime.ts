import dayjs from 'dayjs';
import 'dayjs/locale/pt-br.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

import { BUSINESS_TZ, formatDateTime, formatTime } from './wall-clock';

dayjs.extend(utc);
dayjs.extend(timezone);

export {
  BUSINESS_TZ,
  formatDate,
  formatDateTime,
  formatDayMonthAtTime,
  formatScheduledFor,
  formatShortDateTime,
  formatTime,
  toIsoDate,
} from './wall-clock';

export function inBusinessTz(iso: string | Date) {
  return dayjs(iso).tz(BUSINESS_TZ).locale('pt-br');
}

/** The instant a 'YYYY-MM-DD HH:mm:ss' São Paulo wall-clock time stands for; null when malformed. */
export function parseScheduledFor(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)) return null;
  const parsed = dayjs.tz(value, BUSINESS_TZ);
  // dayjs rolls impossible dates over (02-30 → 03-02); reading the value back catches that.
  if (!parsed.isValid() || parsed.format('YYYY-MM-DD HH:mm:ss') !== value) return null;
  return parsed.toDate();
}

/**
 * SPEC §4 scheduling label beside the chosen option: TODAY/TOMORROW 'às HH:mm', CUSTOM 'DD/MM/YYYY às HH:mm';
 * NOW (or no time yet) has none.
 */
export function schedulingLabel(type: string, dateTime: string | Date | null): string {
  if (!dateTime || type === 'NOW') return '';
  if (type === 'CUSTOM') return formatDateTime(dateTime);
  return `às ${formatTime(dateTime)}`;
}

const monthNames = Array.from({ length: 12 }, (_, month) => {
  const name = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month, 1)),
  );
  return name.charAt(0).toUpperCase() + name.slice(1);
});

/** 'Janeiro' … 'Dezembro' for month 1..12 (the statement's month tabs). */
export function formatMonthName(month: number): string {
  const name = monthNames[month - 1];
  if (!name) throw new RangeError(`mês inválido: ${month}`);
  return name;
}

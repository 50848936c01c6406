import { formatDayMonthAtTime, formatTime, toIsoDate } from '@box/core/format';

/**
 * The time of the driver's last position, as the map shows it beside the driver: 'às 14:32' today (São Paulo),
 * '25/11 às 14:32' on another day, so a recipient sees at once whether the dot is fresh.
 */
export function driverPositionTime(at: string, now: Date = new Date()): string {
  return toIsoDate(at) === toIsoDate(now) ? `às ${formatTime(at)}` : formatDayMonthAtTime(at);
}

/** The driver marker's accessible name with that time: 'Posição do motorista às 14:32'. */
export const driverMarkerTitle = (title: string, at: string | null, now?: Date) =>
  at ? `${title} ${driverPositionTime(at, now)}` : title;

import { capitalizeFirst } from './weekdays';

export {
  BUSINESS_TZ,
  formatDate,
  formatDateTime,
  formatDayMonthAtTime,
  formatScheduledFor,
  formatShortDateTime,
  formatTime,
  parseScheduledFor,
  schedulingLabel,
  toIsoDate,
} from './wall-clock';

const monthNames = /*#__PURE__*/ Array.from({ length: 12 }, (_, month) => {
  const name = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month, 1)),
  );
  return capitalizeFirst(name);
});

/** 'Janeiro' … 'Dezembro' for month 1..12 (the statement's month tabs). */
export function formatMonthName(month: number): string {
  const name = monthNames[month - 1];
  if (!name) throw new RangeError(`mês inválido: ${month}`);
  return name;
}

/** SPEC §3 schedule types with their radio labels; NOW is the default. */
export const SCHEDULE_TYPES = [
  { type: 'NOW', label: 'Agora' },
  { type: 'TODAY', label: 'Hoje' },
  { type: 'TOMORROW', label: 'Amanhã' },
  { type: 'CUSTOM', label: 'Outro Dia' },
] as const;
export type ScheduleType = (typeof SCHEDULE_TYPES)[number]['type'];
export const SCHEDULE_TYPE_CODES = SCHEDULE_TYPES.map((s) => s.type) as ScheduleType[];
export const DEFAULT_SCHEDULE_TYPE: ScheduleType = 'NOW';

const labels = new Map<string, string>(SCHEDULE_TYPES.map((s) => [s.type, s.label]));
export const scheduleTypeLabel = (type: string): string => labels.get(type) ?? type;

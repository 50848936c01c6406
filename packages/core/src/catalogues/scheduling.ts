/** SPEC §3 schedule types with their radio labels; NOW is the default. */
export const SCHEDULE_TYPES = [
  { type: 'NOW', label: 'Agora' },
  { type: 'TODAY', label: 'Hoje' },
  { type: 'TOMORROW', label: 'Amanhã' },
  { type: 'CUSTOM', label: 'Outro Dia' },
] as const;
export type ScheduleType = (typeof SCHEDULE_TYPES)[number]['type'];
export const SCHEDULE_TYPE_CODES = /*#__PURE__*/ SCHEDULE_TYPES.map((s) => s.type) as ScheduleType[];
export const DEFAULT_SCHEDULE_TYPE: ScheduleType = 'NOW';

const labels = /*#__PURE__*/ new Map<string, string>(
  /*#__PURE__*/ SCHEDULE_TYPES.map((s) => [s.type, s.label]),
);
export const scheduleTypeLabel = (type: string): string => labels.get(type) ?? type;

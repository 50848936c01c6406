/** SPEC §4 stop statuses; PENDING shows no status text. */
export const STOP_STATUS_LABELS = {
  PENDING: '',
  FINISHED: 'Concluído',
  FAILED: 'Insucesso',
} as const;
export type StopStatus = keyof typeof STOP_STATUS_LABELS;
export const STOP_STATUSES = /*#__PURE__*/ Object.keys(STOP_STATUS_LABELS) as StopStatus[];
export const stopStatusLabel = (status: string): string => STOP_STATUS_LABELS[status as StopStatus] ?? '';

/** SPEC §4 stop task types. */
export const TASK_TYPE_LABELS = {
  UNKNOWN: 'Desconhecido',
  PICKUP: 'Coleta',
  DELIVERY: 'Entrega',
  LOADING: 'Carregamento',
  UNLOADING: 'Descarregamento',
  RETURN: 'Devolução',
} as const;
export type TaskType = keyof typeof TASK_TYPE_LABELS;
export const TASK_TYPES = /*#__PURE__*/ Object.keys(TASK_TYPE_LABELS) as TaskType[];
export const taskTypeLabel = (type: string): string => TASK_TYPE_LABELS[type as TaskType] ?? 'Desconhecido';

/** Loading and unloading happen at a warehouse: their markers carry no number (SPEC §4). */
export const isWarehouseTask = (type: string): boolean => type === 'LOADING' || type === 'UNLOADING';

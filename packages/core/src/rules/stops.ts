import { isWarehouseTask } from '../catalogues/stops';

export type StopMarkerKind = 'default' | 'success' | 'failure' | 'active';

/**
 * SPEC §4 marker numbers: loading/unloading stops are warehouse markers without a number; the others are
 * numbered from 1 in their order. Returns one entry per stop, null for warehouse stops.
 */
export function stopMarkerNumbers(stops: readonly { taskType: string }[]): (number | null)[] {
  let next = 1;
  return stops.map((stop) => (isWarehouseTask(stop.taskType) ? null : next++));
}

/** SPEC §4 marker colour: success/failure once done, active for the driver's next stop, else default. */
export function stopMarkerKind(
  stop: { id?: string; status: string },
  nextStopId?: string | null,
): StopMarkerKind {
  if (stop.status === 'FINISHED') return 'success';
  if (stop.status === 'FAILED') return 'failure';
  if (nextStopId != null && stop.id === nextStopId) return 'active';
  return 'default';
}

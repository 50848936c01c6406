/** The filters modal of SPEC §2 Monitoring. */
export interface MonitoringFilters {
  /** 'Em atraso' */
  delayed: boolean;
  /** 'Com pendência' */
  withPendency: boolean;
  /** 'Sem pendência' */
  withoutPendency: boolean;
}

export type FilterKey = keyof MonitoringFilters;

export const NO_FILTERS: MonitoringFilters = { delayed: false, withPendency: false, withoutPendency: false };

export const FILTER_LABELS: Record<FilterKey, string> = {
  delayed: 'Em atraso',
  withPendency: 'Com pendência',
  withoutPendency: 'Sem pendência',
};

/** The two pendência options exclude each other: turning one on turns the other off. */
const EXCLUDES: Partial<Record<FilterKey, FilterKey>> = {
  withPendency: 'withoutPendency',
  withoutPendency: 'withPendency',
};

export function setFilter(filters: MonitoringFilters, key: FilterKey, on: boolean): MonitoringFilters {
  const next = { ...filters, [key]: on };
  const excluded = EXCLUDES[key];
  if (on && excluded) next[excluded] = false;
  return next;
}

/** The number on the filters button. */
export const activeFilterCount = (filters: MonitoringFilters) =>
  Object.values(filters).filter(Boolean).length;

import { MONITORING_WINDOW_HOURS } from '../catalogues/constants';

// The `since` of GET /orders/status: 'N hours ago', N from 1 to the monitoring window. Core's schema checks it,
// the widget sends it and the server reads it, all through these functions, so the format has one home.

const HOURS_AGO = /^([1-9][0-9]*) hours ago$/;
const HOUR_MS = 60 * 60 * 1000;

/** N hours back as the API's `since`: 'N hours ago'. */
export const formatHoursAgo = (hours: number) => `${hours} hours ago`;

/** SPEC §9: monitoring lists the last 72 hours by default ('72 hours ago'). */
export const MONITORING_SINCE = /*#__PURE__*/ formatHoursAgo(MONITORING_WINDOW_HOURS);

/** The N of 'N hours ago' when N is 1..MONITORING_WINDOW_HOURS (no leading zero); null for anything else. */
export function parseHoursAgo(since: string): number | null {
  const match = HOURS_AGO.exec(since);
  if (!match) return null;
  const hours = Number(match[1]);
  return hours <= MONITORING_WINDOW_HOURS ? hours : null;
}

/** The instant `hours` before `now` (the start of the monitoring window of a parsed `since`). */
export const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * HOUR_MS);

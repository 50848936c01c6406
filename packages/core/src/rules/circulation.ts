import { isHoliday } from '@brazilian-utils/brazilian-utils/is-holiday';
import { hasRestrictedCirculation, SAO_PAULO_RESTRICTION_WINDOWS } from '../catalogues/vehicles';
import { businessWallClock } from '../format/wall-clock';

/**
 * SPEC §2: Toco and Truck may not circulate in São Paulo Mon–Fri 5–9h and 17–22h, Saturday 10–14h; Sundays
 * and holidays (national and São Paulo state) are free. `at` is read in São Paulo time.
 */
export function isCirculationRestricted(vehicleType: string, at: Date): boolean {
  if (!hasRestrictedCirculation(vehicleType)) return false;
  const local = businessWallClock(at);
  if (!local) return false;
  const weekday = new Date(Date.UTC(local.year, local.month - 1, local.day)).getUTCDay(); // 0 = Sunday
  // isHoliday reads the local calendar fields of the Date it is given, so hand it the São Paulo day.
  const day = new Date(local.year, local.month - 1, local.day, 12);
  if (weekday === 0 || isHoliday({ targetDate: day, stateCode: 'SP' })) return false;
  const windows =
    weekday === 6 ? SAO_PAULO_RESTRICTION_WINDOWS.saturday : SAO_PAULO_RESTRICTION_WINDOWS.weekdays;
  const hour = local.hour + local.minute / 60;
  return windows.some((w) => hour >= w.from && hour < w.to);
}

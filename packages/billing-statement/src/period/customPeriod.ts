import type { BillingPeriod } from '@box/core/api';
import { validateCustomPeriod } from '@box/core/rules';
import { MESSAGES } from '../messages';

/**
 * The last day a period starting on `from` may end on: one year long at most (the statement calls refuse
 * longer periods). 2026-03-10 → 2027-03-09; 2024-02-29 → 2025-02-28.
 */
export function lastDayWithinAYear(from: string): string {
  const [year = 1970, month = 1, day = 1] = from.split('-').map(Number);
  const sameDayNextYear = new Date(Date.UTC(year + 1, month - 1, day));
  // 29 February rolls over to 1 March next year: step back to the end of February then.
  if (sameDayNextYear.getUTCMonth() !== month - 1) sameDayNextYear.setUTCDate(0);
  else sameDayNextYear.setUTCDate(sameDayNextYear.getUTCDate() - 1);
  return sameDayNextYear.toISOString().slice(0, 10);
}

export type CustomPeriodCheck = { ok: true; period: BillingPeriod } | { ok: false; message: string };

/** SPEC §2 custom period: De and Até required, not after today, De ≤ Até (core's rule), and at most a year. */
export function checkCustomPeriod(from: string | null, to: string | null, now: Date): CustomPeriodCheck {
  const result = validateCustomPeriod(from, to, now);
  if (!result.ok) return { ok: false, message: result.message };
  const period = { from: result.value['from-date'], to: result.value['to-date'] };
  if (period.to > lastDayWithinAYear(period.from)) return { ok: false, message: MESSAGES.periodTooLong };
  return { ok: true, period };
}

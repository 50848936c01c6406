import { API_ERROR_CODE } from '@box/core/schemas';
import { HttpError } from '../http/errors';

/** The longest statement period one call may ask for: a leap year, both ends included. */
export const BILLING_MAX_PERIOD_DAYS = 366;

/** A statement period, both days 'YYYY-MM-DD' and inclusive. */
export interface StatementPeriod {
  from: string;
  to: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Milliseconds at UTC midnight of a 'YYYY-MM-DD' that exists on the calendar, else null. Core's IsoDate only
 * checks the shape, which lets '2026-02-30' through; Date.UTC would quietly roll it over to March.
 */
export function calendarDay(iso: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) {
    return null;
  }
  return ms;
}

/** Days of an inclusive period (a single day counts 1). */
export const periodDays = (fromMs: number, toMs: number) => Math.round((toMs - fromMs) / DAY_MS) + 1;

const invalid = (field: string, message: string) =>
  new HttpError(400, {
    code: API_ERROR_CODE.VALIDATION_ERROR,
    message,
    reasons: [{ field, message }],
  });

/**
 * The calendar rules core's query schemas cannot express: real days, from ≤ to, at most a year. Shape errors
 * (missing or malformed parameters) were already answered by the schema.
 */
export function checkStatementPeriod(query: { 'from-date': string; 'to-date': string }): StatementPeriod {
  const from = query['from-date'];
  const to = query['to-date'];
  const fromMs = calendarDay(from);
  if (fromMs === null) throw invalid('from-date', `A data inicial ${from} não existe no calendário.`);
  const toMs = calendarDay(to);
  if (toMs === null) throw invalid('to-date', `A data final ${to} não existe no calendário.`);
  if (fromMs > toMs) throw invalid('from-date', 'A data inicial deve ser anterior ou igual à data final.');
  if (periodDays(fromMs, toMs) > BILLING_MAX_PERIOD_DAYS) {
    throw invalid('to-date', `O período do extrato pode ter no máximo ${BILLING_MAX_PERIOD_DAYS} dias.`);
  }
  return { from, to };
}

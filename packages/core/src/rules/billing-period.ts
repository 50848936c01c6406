import { BILLING_HALF_MONTH_LAST_DAY, BILLING_MONTHS_BACK } from '../catalogues/constants';
import { formatMonthName, toIsoDate } from '../format/datetime';
import { businessWallClock } from '../format/wall-clock';
import { fail, ok, type Result } from './result';

export interface BillingMonth {
  year: number;
  /** 1..12 */
  month: number;
  label: string;
  /** first day, 'YYYY-MM-DD' */
  from: string;
  /** last day, inclusive */
  to: string;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The whole of one month as a statement period. */
export function billingMonth(year: number, month: number): BillingMonth {
  return {
    year,
    month,
    label: formatMonthName(month),
    from: `${year}-${pad2(month)}-01`,
    to: `${year}-${pad2(month)}-${pad2(lastDay(year, month))}`,
  };
}

/**
 * SPEC §9 "6 months back from the start of next month": the current month (São Paulo) and the five before,
 * oldest first. The page selects the last one.
 */
export function billingMonthTabs(now: Date = new Date()): BillingMonth[] {
  const today = businessWallClock(now);
  if (!today) throw new RangeError('billingMonthTabs: an invalid now');
  const tabs: BillingMonth[] = [];
  for (let back = BILLING_MONTHS_BACK - 1; back >= 0; back--) {
    // Date.UTC rolls month 0 and below into the years before.
    const first = new Date(Date.UTC(today.year, today.month - 1 - back, 1));
    tabs.push(billingMonth(first.getUTCFullYear(), first.getUTCMonth() + 1));
  }
  return tabs;
}

/** The monthly-totals query: from the first tab's first day to the last tab's last day. */
export function billingTotalsPeriod(now: Date = new Date()): { 'from-date': string; 'to-date': string } {
  const tabs = billingMonthTabs(now);
  return { 'from-date': tabs[0]!.from, 'to-date': tabs[tabs.length - 1]!.to };
}

/** SPEC §2 statement period filter: whole month, first half (up to day 15), second half (after day 15). */
export type MonthPart = 'whole' | 'firstHalf' | 'secondHalf';
export const MONTH_PART_LABELS: Record<MonthPart, string> = {
  whole: 'Mês inteiro',
  firstHalf: '1ª quinzena',
  secondHalf: '2ª quinzena',
};

/** Whether an invoice date 'YYYY-MM-DD' falls in that part of its month. */
export function isInMonthPart(invoiceDate: string, part: MonthPart): boolean {
  if (part === 'whole') return true;
  const day = Number(invoiceDate.slice(8, 10));
  return part === 'firstHalf' ? day <= BILLING_HALF_MONTH_LAST_DAY : day > BILLING_HALF_MONTH_LAST_DAY;
}

/** SPEC §2 custom period: both dates required, not after today, De ≤ Até. */
export function validateCustomPeriod(
  from: string | null,
  to: string | null,
  now: Date = new Date(),
): Result<
  { 'from-date': string; 'to-date': string },
  'PeriodRequired' | 'PeriodAfterToday' | 'PeriodReversed'
> {
  if (!from || !to) return fail('PeriodRequired', 'Informe as datas De e Até.');
  const today = toIsoDate(now);
  if (from > today || to > today) return fail('PeriodAfterToday', 'Escolha datas até hoje.');
  if (from > to) return fail('PeriodReversed', 'A data De deve ser anterior ou igual à data Até.');
  return ok({ 'from-date': from, 'to-date': to });
}

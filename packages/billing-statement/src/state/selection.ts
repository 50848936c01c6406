import type { BillingPeriod } from '@box/core/api';
import { type BillingMonth, billingMonth } from '@box/core/rules';

/** What the tab bar has selected: one month, or the period chosen in the custom-period modal. */
export type Selection =
  | { kind: 'month'; year: number; month: number }
  | { kind: 'custom'; from: string; to: string };

export const monthSelection = (month: BillingMonth): Selection => ({
  kind: 'month',
  year: month.year,
  month: month.month,
});

/** SPEC §4 "Month selection covers the whole month". */
export function periodOf(selection: Selection): BillingPeriod {
  if (selection.kind === 'custom') return { from: selection.from, to: selection.to };
  const month = billingMonth(selection.year, selection.month);
  return { from: month.from, to: month.to };
}

export const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

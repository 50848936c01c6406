import { formatMoney } from '@box/core/format';
import { Skeleton, useSelectedTabInView } from '@box/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { type KeyboardEvent, useRef } from 'react';
import type { StatementApi } from '../api';
import { MESSAGES } from '../messages';
import { formatCalendarDay } from '../state/calendarDay';
import { monthKey, monthSelection } from '../state/selection';
import type { StatementStore } from '../state/store';

export interface MonthTabsProps {
  store: StatementStore;
  api: StatementApi;
  /** Id of the tab panel (the statement below the bar). */
  panelId: string;
}

/** DOM id of a month tab, or of the custom-period button, for the panel's aria-labelledby. */
export const monthTabId = (panelId: string, key: string) => `${panelId}-tab-${key}`;
export const customTabId = (panelId: string) => `${panelId}-custom`;

const KEY_STEPS: Record<string, (index: number, length: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * SPEC §2 month tab bar: the six months, each with its name and total (WAI-ARIA tabs, arrows move and select),
 * then the button of the custom-period calendar, pressed while a custom period is shown.
 */
export function MonthTabs({ store, api, panelId }: MonthTabsProps) {
  useSignals();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const listRef = useRef<HTMLDivElement>(null);
  const months = store.months.value;
  const totals = store.totals.value;
  const selection = store.selection.value;
  const selectedKey = selection.kind === 'month' ? monthKey(selection.year, selection.month) : null;

  // On a narrow screen the bar scrolls sideways with the selected month (the last one at load) in sight.
  useSelectedTabInView(listRef, selectedKey);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const current = Math.max(
      0,
      months.findIndex((m) => monthKey(m.year, m.month) === selectedKey),
    );
    const next = months[step(current, months.length)];
    if (!next) return;
    buttons.current.get(monthKey(next.year, next.month))?.focus();
    void store.select(api, monthSelection(next));
  }

  return (
    <div className="box-billing-months">
      <div
        ref={listRef}
        className="box-billing-months__list"
        role="tablist"
        aria-label={MESSAGES.monthTabsLabel}
        onKeyDown={onKeyDown}
      >
        {months.map((month, index) => {
          const key = monthKey(month.year, month.month);
          const selected = key === selectedKey;
          // Without a selected month (a custom period), the last month keeps the tab stop.
          const focusable = selected || (selectedKey === null && index === months.length - 1);
          const total = totals.kind === 'loaded' ? (totals.byMonth.get(key) ?? 0) : null;
          return (
            <button
              key={key}
              ref={(el) => {
                if (el) buttons.current.set(key, el);
                else buttons.current.delete(key);
              }}
              type="button"
              role="tab"
              id={monthTabId(panelId, key)}
              className="box-billing-months__tab"
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={focusable ? 0 : -1}
              onClick={() => {
                if (!selected) void store.select(api, monthSelection(month));
              }}
            >
              <span className="box-billing-months__name">{month.label}</span>
              <span className="box-billing-months__total">
                {total !== null ? (
                  formatMoney(total)
                ) : totals.kind === 'loading' ? (
                  <>
                    <Skeleton width="6em" height="0.9em" />
                    <span className="box-sr-only">{MESSAGES.loadingTotal}</span>
                  </>
                ) : (
                  '-'
                )}
              </span>
            </button>
          );
        })}
      </div>
      <button
        type="button"
        id={customTabId(panelId)}
        className="box-billing-months__custom"
        aria-pressed={selection.kind === 'custom'}
        onClick={() => {
          store.customPeriodOpen.value = true;
        }}
      >
        <span className="box-billing-months__name">{MESSAGES.customPeriod}</span>
        {selection.kind === 'custom' && (
          <span className="box-billing-months__total">
            {MESSAGES.customPeriodRange(formatCalendarDay(selection.from), formatCalendarDay(selection.to))}
          </span>
        )}
      </button>
    </div>
  );
}

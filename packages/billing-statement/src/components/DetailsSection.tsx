import { BILLING_STATUS_FILTERS, type BillingStatusFilter } from '@box/core/catalogues';
import type { MonthPart } from '@box/core/rules';
import { RadioGroup, SearchInput } from '@box/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useDeferredValue, useId } from 'react';
import { MESSAGES } from '../messages';
import type { DetailFilters } from '../state/detailRows';
import type { StatementStore } from '../state/store';
import { DetailsTable } from './DetailsTable';

const STATUS_OPTIONS = BILLING_STATUS_FILTERS.map((f) => ({ value: f.id, label: f.label }));
const PART_OPTIONS = (Object.keys(MESSAGES.monthParts) as MonthPart[]).map((part) => ({
  value: part,
  label: MESSAGES.monthParts[part],
}));

/** SPEC §2 'Detalhamento': search by OS, status and half-month filters, and the orders grouped by day. */
export function DetailsSection({ store }: { store: StatementStore }) {
  useSignals();
  const headingId = useId();
  const filters = store.filters.value;
  // The search box echoes each key at once; the list follows in a render React may interrupt for the next key.
  const view = useDeferredValue(store.view.value);
  const update = useCallback(
    (change: Partial<DetailFilters>) => {
      store.filters.value = { ...store.filters.value, ...change };
    },
    [store],
  );
  const openOrder = useCallback(
    (orderId: number) => {
      store.openOrderId.value = orderId;
    },
    [store],
  );
  return (
    <section className="box-billing-details" aria-labelledby={headingId}>
      <div className="box-billing-section__head">
        <h3 id={headingId} className="box-billing-section__title">
          {MESSAGES.detailsTitle}
        </h3>
        <p className="box-billing-details__count" aria-live="polite">
          {view ? MESSAGES.resultCount(view.count) : ''}
        </p>
      </div>
      <div className="box-billing-details__filters">
        <SearchInput
          className="box-billing-details__search"
          label={MESSAGES.search}
          placeholder={MESSAGES.searchPlaceholder}
          value={filters.search}
          onChange={(search) => update({ search })}
        />
        <RadioGroup<BillingStatusFilter>
          legend={MESSAGES.statusLegend}
          options={STATUS_OPTIONS}
          value={filters.status}
          onChange={(status) => update({ status })}
          inline
        />
        <RadioGroup<MonthPart>
          legend={MESSAGES.partLegend}
          options={PART_OPTIONS}
          value={filters.part}
          onChange={(part) => update({ part })}
          inline
        />
      </div>
      {view && view.count > 0 ? (
        <DetailsTable rows={view.rows} onOpenOrder={openOrder} />
      ) : (
        <p className="box-billing-details__none">{MESSAGES.noMatch}</p>
      )}
    </section>
  );
}

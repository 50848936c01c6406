import type { BillingPeriod } from '@box/core/api';
import { ErrorState, useStore } from '@box/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useCallback, useEffect, useId, useRef } from 'react';
import { statementApi } from './api';
import { DetailsSection } from './components/DetailsSection';
import { DownloadBar } from './components/DownloadBar';
import { customTabId, MonthTabs, monthTabId } from './components/MonthTabs';
import { StatementEmpty } from './components/StatementEmpty';
import { StatementSkeleton } from './components/StatementSkeleton';
import { SummarySection } from './components/SummarySection';
import { loadWindowRows } from './components/windowRows';
import { MESSAGES } from './messages';
import { monthKey } from './state/selection';
import { createStatementStore } from './state/store';

// Both modals are chunks of their own (the calendar library, the map): fetched when the user opens them.
const CustomPeriodModal = lazy(() => import('./period/CustomPeriodModal'));
const OrderOverviewModal = lazy(() => import('./order/OrderOverviewModal'));

export interface StatementScreenProps {
  mapStyle: string | Record<string, unknown>;
  mapWorkerUrl?: string;
  today?: Date | string;
}

/** The statement inside its providers: loads the months and the selected period, and renders its state. */
export function StatementScreen({ mapStyle, mapWorkerUrl, today }: StatementScreenProps) {
  useSignals();
  const api = statementApi.useApi();
  const panelId = useId();
  const todayRef = useRef(today);
  todayRef.current = today;
  const store = useStore(() =>
    createStatementStore({ now: () => (todayRef.current ? new Date(todayRef.current) : new Date()) }),
  );

  useEffect(() => {
    void store.start(api);
    // The Detalhamento's rows come in a chunk of their own: fetched now, beside the data they show.
    void loadWindowRows().catch(() => undefined);
  }, [store, api]);

  const retry = useCallback(() => void store.retry(api), [store, api]);
  const applyCustomPeriod = useCallback(
    (period: BillingPeriod) => {
      store.customPeriodOpen.value = false;
      void store.select(api, { kind: 'custom', from: period.from, to: period.to });
    },
    [store, api],
  );
  const closeCustomPeriod = useCallback(() => {
    store.customPeriodOpen.value = false;
  }, [store]);
  const closeOrder = useCallback(() => {
    store.openOrderId.value = null;
  }, [store]);

  const state = store.statement.value;
  const openOrderId = store.openOrderId.value;
  const selection = store.selection.value;
  return (
    <div className="box-billing" aria-busy={state.kind === 'loading'}>
      <h2 className="box-billing__title" part="header">
        {MESSAGES.title}
      </h2>
      <MonthTabs store={store} api={api} panelId={panelId} />
      <div
        id={panelId}
        role="tabpanel"
        className="box-billing__panel"
        aria-labelledby={
          selection.kind === 'month'
            ? monthTabId(panelId, monthKey(selection.year, selection.month))
            : customTabId(panelId)
        }
      >
        <DownloadBar store={store} api={api} />
        {state.kind === 'loading' && <StatementSkeleton />}
        {state.kind === 'error' && (
          <ErrorState
            title={MESSAGES.errorTitle}
            message={MESSAGES.errorMessage}
            onRetry={retry}
            retryLabel={MESSAGES.retry}
          />
        )}
        {state.kind === 'session-expired' && (
          <ErrorState title={MESSAGES.sessionTitle} message={MESSAGES.sessionMessage} />
        )}
        {state.kind === 'loaded' &&
          (state.index.size === 0 && state.summary.byVehicleType.length === 0 ? (
            <StatementEmpty />
          ) : (
            <>
              <SummarySection store={store} summary={state.summary} />
              <DetailsSection store={store} />
            </>
          ))}
      </div>
      {store.customPeriodOpen.value && (
        <Suspense fallback={null}>
          <CustomPeriodModal
            today={store.now()}
            initial={selection.kind === 'custom' ? selection : null}
            onApply={applyCustomPeriod}
            onClose={closeCustomPeriod}
          />
        </Suspense>
      )}
      {openOrderId !== null && (
        <Suspense fallback={null}>
          <OrderOverviewModal
            orderId={openOrderId}
            mapStyle={mapStyle}
            mapWorkerUrl={mapWorkerUrl}
            onClose={closeOrder}
          />
        </Suspense>
      )}
    </div>
  );
}

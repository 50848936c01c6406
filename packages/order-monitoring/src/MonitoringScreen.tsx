import { EmptyState, ErrorState, type TabItem, Tabs, tabIdFor, useApi, useStore } from '@box/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useDeferredValue, useEffect, useId, useState } from 'react';
import { FiltersModal } from './components/FiltersModal';
import { LoadErrorDialog } from './components/LoadErrorDialog';
import { LoadingRows } from './components/LoadingRows';
import { MonitoringToolbar } from './components/MonitoringToolbar';
import { OrdersTable } from './components/OrdersTable';
import { MESSAGES } from './messages';
import { activeFilterCount } from './state/filters';
import { createMonitoringStore } from './state/store';
import { MONITORING_TABS, type TabId } from './state/tabs';

export interface MonitoringScreenProps {
  since: string;
  onNavigate?: (path: string) => void;
}

/** The monitoring screen inside its providers: loads the orders and renders whichever state they are in. */
export function MonitoringScreen({ since, onNavigate }: MonitoringScreenProps) {
  useSignals();
  const api = useApi();
  const store = useStore(() => createMonitoringStore());
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();

  useEffect(() => {
    void store.fetchOrders(api, since);
  }, [store, api, since]);

  const load = store.load.value;
  // The search box echoes each key at once; the table and the counts follow in a render React may interrupt
  // when the next key comes (the memoised table is skipped in the urgent render).
  const view = useDeferredValue(store.view.value);
  const index = load.kind === 'loaded' ? load.index : null;
  const tab = store.tab.value;
  const retry = () => void store.fetchOrders(api, since);

  const tabs: TabItem[] = MONITORING_TABS.map((item) => ({ ...item, count: view?.counts[item.id] }));

  return (
    <div className="box-monitoring">
      <MonitoringToolbar
        search={store.search.value}
        onSearch={(value) => {
          store.search.value = value;
        }}
        withExternalId={index?.hasExternalId ?? false}
        activeFilters={activeFilterCount(store.filters.value)}
        onOpenFilters={() => setFiltersOpen(true)}
      />
      <Tabs
        items={tabs}
        value={tab}
        onChange={(id) => {
          store.tab.value = id as TabId;
        }}
        label={MESSAGES.tabsLabel}
        panelId={panelId}
      />
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabIdFor(panelId, tab)}
        className="box-monitoring__panel"
      >
        {load.kind === 'loading' ? <LoadingRows /> : null}
        {load.kind === 'session-expired' ? (
          <ErrorState title={MESSAGES.sessionTitle} message={MESSAGES.sessionMessage} />
        ) : null}
        {load.kind === 'error' ? (
          <ErrorState
            title={MESSAGES.loadErrorTitle}
            message={load.status === null ? MESSAGES.loadErrorShape : MESSAGES.loadErrorStatus(load.status)}
            onRetry={retry}
            retryLabel={MESSAGES.retry}
            retryAs="button"
          />
        ) : null}
        {index && view ? (
          <>
            <p className="box-sr-only" aria-live="polite">
              {MESSAGES.resultCount(view.rows.length)}
            </p>
            {view.rows.length === 0 ? (
              <EmptyState
                title={MESSAGES.emptyTitle}
                message={index.total === 0 ? MESSAGES.emptyNoOrders : MESSAGES.emptyFiltered}
              />
            ) : (
              <OrdersTable
                rows={view.rows}
                withExternalId={index.hasExternalId}
                withClosedStatus={tab === 'closed'}
                delayedIds={view.delayedIds}
                onNavigate={onNavigate}
              />
            )}
          </>
        ) : null}
      </div>
      <FiltersModal
        open={filtersOpen}
        filters={store.filters.value}
        onApply={(filters) => {
          store.filters.value = filters;
          setFiltersOpen(false);
        }}
        onClose={() => setFiltersOpen(false)}
      />
      <LoadErrorDialog
        open={load.kind === 'error' && store.errorDialogOpen.value}
        status={load.kind === 'error' ? load.status : null}
        onRetry={retry}
        onClose={() => {
          store.errorDialogOpen.value = false;
        }}
      />
    </div>
  );
}

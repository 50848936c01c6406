import { EmptyState, ErrorState, type TabItem, Tabs, tabIdFor, useApi, useStore } from '@box/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { memo, useCallback, useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { FiltersModal } from './components/FiltersModal';
import { LoadErrorDialog } from './components/LoadErrorDialog';
import { LoadingRows } from './components/LoadingRows';
import { MonitoringToolbar } from './components/MonitoringToolbar';
import { OrdersTable } from './components/OrdersTable';
import { ResultCount } from './components/ResultCount';
import { MESSAGES } from './messages';
import { activeFilterCount, type MonitoringFilters } from './state/filters';
import { createMonitoringStore } from './state/store';
import { MONITORING_TABS, type TabId } from './state/tabs';

export interface MonitoringScreenProps {
  since: string;
  onNavigate?: (path: string) => void;
}

/** The tab counts change with the search's result, not with each key's echo. */
const MonitoringTabs = memo(Tabs);

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
  // Stable handlers: with them the tabs and the dialogs skip the render of every keystroke's echo.
  const retry = useCallback(() => void store.fetchOrders(api, since), [store, api, since]);
  const onSearch = useCallback(
    (value: string) => {
      store.search.value = value;
    },
    [store],
  );
  const onTabChange = useCallback(
    (id: string) => {
      store.tab.value = id as TabId;
    },
    [store],
  );
  const openFilters = useCallback(() => setFiltersOpen(true), []);
  const closeFilters = useCallback(() => setFiltersOpen(false), []);
  const applyFilters = useCallback(
    (filters: MonitoringFilters) => {
      store.filters.value = filters;
      setFiltersOpen(false);
    },
    [store],
  );
  const closeErrorDialog = useCallback(() => {
    store.errorDialogOpen.value = false;
  }, [store]);

  const counts = view?.counts;
  const tabs = useMemo(
    (): TabItem[] => MONITORING_TABS.map((item) => ({ ...item, count: counts?.[item.id] })),
    [counts],
  );

  return (
    <div className="box-monitoring">
      <MonitoringToolbar
        search={store.search.value}
        onSearch={onSearch}
        withExternalId={index?.hasExternalId ?? false}
        activeFilters={activeFilterCount(store.filters.value)}
        onOpenFilters={openFilters}
      />
      <MonitoringTabs
        items={tabs}
        value={tab}
        onChange={onTabChange}
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
            <ResultCount count={view.rows.length} />
            {view.rows.length === 0 ? (
              <EmptyState
                title={MESSAGES.emptyTitle}
                message={index.total === 0 ? MESSAGES.emptyNoOrders : MESSAGES.emptyFiltered}
              />
            ) : (
              <OrdersTable
                rows={view.rows}
                withExternalId={index.hasExternalId}
                withClosedStatus={tab === 'finishedOrders'}
                delayedIds={index.delayedIds}
                onNavigate={onNavigate}
              />
            )}
          </>
        ) : null}
      </div>
      <FiltersModal
        open={filtersOpen}
        filters={store.filters.value}
        onApply={applyFilters}
        onClose={closeFilters}
      />
      <LoadErrorDialog
        open={load.kind === 'error' && store.errorDialogOpen.value}
        status={load.kind === 'error' ? load.status : null}
        onRetry={retry}
        onClose={closeErrorDialog}
      />
    </div>
  );
}

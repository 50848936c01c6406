import { MONITORING_TABS } from '@box/core/catalogues';
import { MONITORING_EMPTY_TITLE, monitoringEmptyText, monitoringMessage } from '@box/core/errors';
import { EmptyState, ErrorState, type TabItem, Tabs, tabIdFor, useStore } from '@box/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { memo, useCallback, useId, useMemo, useRef, useState } from 'react';
import { monitoringApi } from './api';
import { FiltersModal } from './components/FiltersModal';
import { LoadErrorDialog } from './components/LoadErrorDialog';
import { LoadingRows } from './components/LoadingRows';
import { MonitoringToolbar } from './components/MonitoringToolbar';
import { OrdersTable } from './components/OrdersTable';
import { ResultCount } from './components/ResultCount';
import { MESSAGES } from './messages';
import { activeFilterCount, type MonitoringFilters } from './state/filters';
import { createMonitoringStore, type MonitoringPlace } from './state/store';
import { useLiveOrders } from './useLiveOrders';

export interface MonitoringScreenProps {
  since: string;
  /** The widget's API base: the OS links point at the portal it names (core's `portalUrl`). */
  apiBase?: string;
  onNavigate?: (path: string) => void;
  /** Where the screen starts (read once). */
  initialPlace?: Partial<MonitoringPlace>;
  onPlaceChange?: (place: MonitoringPlace) => void;
}

/** The tab counts change with the search's result, not with each key's echo. */
const MonitoringTabs = memo(Tabs);

/** The monitoring screen inside its providers: loads the orders and renders whichever state they are in. */
export function MonitoringScreen({
  since,
  apiBase,
  onNavigate,
  initialPlace,
  onPlaceChange,
}: MonitoringScreenProps) {
  useSignals();
  const api = monitoringApi.useApi();
  const store = useStore(() => createMonitoringStore({ place: knownPlace(initialPlace) }));
  // The latest callback, read by the stable handlers below (a new one each render must not re-render the tabs).
  const placeChanged = useRef(onPlaceChange);
  placeChanged.current = onPlaceChange;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();

  const retry = useLiveOrders(store, api, since);

  const load = store.load.value;
  // One render per key: the echo, the counts and the table in the same commit, so the browser styles, lays out
  // and paints one frame, not the echo's and then the result's. A key that changes no match keeps the view (see
  // filterOrders), and the memoised tabs and table skip that render.
  const view = store.view.value;
  const index = load.kind === 'loaded' ? load.index : null;
  const tab = store.tab.value;
  // Stable handlers: with them the toolbar, the tabs and the dialogs skip the renders that are not theirs.
  const onSearch = useCallback(
    (value: string) => {
      store.search.value = value;
      placeChanged.current?.({ tab: store.tab.peek(), search: value });
    },
    [store],
  );
  const onTabChange = useCallback(
    (id: string) => {
      const next = tabIdOf(id);
      if (!next) return;
      store.tab.value = next;
      placeChanged.current?.({ tab: next, search: store.search.peek() });
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

  // Core's texts for the failure: the page's alert, and the dialog unless the session expired.
  const failure = load.kind === 'failed' ? monitoringMessage(load.error) : null;
  const sessionExpired = load.kind === 'failed' && load.error.kind === 'SessionExpired';
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
        {failure ? (
          <ErrorState
            title={failure.title}
            message={failure.message}
            // No retry once the session is gone: the host is taking the user to log in.
            onRetry={sessionExpired ? undefined : retry}
            retryLabel={MESSAGES.retry}
            retryAs="button"
          />
        ) : null}
        {index && view ? (
          <>
            <ResultCount count={view.rows.length} />
            {view.rows.length === 0 ? (
              <EmptyState
                title={MONITORING_EMPTY_TITLE}
                message={index.total === 0 ? monitoringEmptyText(since) : MESSAGES.emptyFiltered}
              />
            ) : (
              <OrdersTable
                rows={view.rows}
                withExternalId={index.hasExternalId}
                withClosedStatus={tab === 'finishedOrders'}
                delayedIds={index.delayedIds}
                apiBase={apiBase}
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
        failure={!sessionExpired && store.errorDialogOpen.value ? failure : null}
        onRetry={retry}
        onClose={closeErrorDialog}
      />
    </div>
  );
}

/** The monitoring tab of that id; undefined for anything else. */
const tabIdOf = (id: unknown) => MONITORING_TABS.find((item) => item.id === id)?.id;

/** A kept place as far as it is one of ours (a host may hand back anything it stored): an unknown tab is dropped. */
function knownPlace(place: Partial<MonitoringPlace> | undefined): Partial<MonitoringPlace> {
  const search = typeof place?.search === 'string' ? place.search : undefined;
  return { tab: tabIdOf(place?.tab), search };
}

import { type MonitoringPlace, OrderMonitoring } from '@box/order-monitoring';
import { useApp } from '../appContext';
import type { PageProps } from './pageProps';

/** Where the screen was, kept in this history entry's state: Back to monitoring opens the same tab and search. */
const PLACE_KEY = 'monitoring';

/** The history entry's state as an object (the router leaves it null; another script may leave anything). */
function entryState(win: Window): Record<string, unknown> {
  const state: unknown = win.history.state;
  return state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
}

/** /pedidos/monitoramento: the monitoring widget, through its public export, wired to our router. */
export default function MonitoringPage({ route }: PageProps) {
  const { router, session, apiBase, fetch, win } = useApp();
  return (
    <section className="box-page">
      <h1>{route.title}</h1>
      <OrderMonitoring
        apiBase={apiBase}
        fetch={fetch}
        initialPlace={entryState(win)[PLACE_KEY] as Partial<MonitoringPlace> | undefined}
        onPlaceChange={(place) => win.history.replaceState({ ...entryState(win), [PLACE_KEY]: place }, '')}
        onNavigate={(path: string) => router.navigate(path)}
        onSessionExpired={session.markExpired}
      />
    </section>
  );
}

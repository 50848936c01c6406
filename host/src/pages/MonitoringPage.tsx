import { type MonitoringPlace, OrderMonitoring } from '@box/order-monitoring';
import { useApp } from '../appContext';
import type { PageProps } from './pageProps';

/** Where the screen was, kept in this history entry's state: Back to monitoring opens the same tab and search. */
const PLACE_KEY = 'monitoring';

/** /pedidos/monitoramento: the monitoring widget, through its public export, wired to our router. */
export default function MonitoringPage({ route }: PageProps) {
  const { router, session, apiBase, fetch, win } = useApp();
  const state: unknown = win.history.state;
  const kept = state && typeof state === 'object' ? (state as Record<string, unknown>)[PLACE_KEY] : undefined;
  return (
    <section className="box-page">
      <h1>{route.title}</h1>
      <OrderMonitoring
        apiBase={apiBase}
        fetch={fetch}
        initialPlace={kept as Partial<MonitoringPlace> | undefined}
        onPlaceChange={(place) => {
          const current: unknown = win.history.state;
          const others = current && typeof current === 'object' ? current : {};
          win.history.replaceState({ ...others, [PLACE_KEY]: place }, '');
        }}
        onNavigate={(path: string) => router.navigate(path)}
        onSessionExpired={session.markExpired}
      />
    </section>
  );
}

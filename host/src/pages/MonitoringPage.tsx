import { OrderMonitoring } from '@box/order-monitoring';
import { useApp } from '../appContext';
import type { PageProps } from './pageProps';

/** /pedidos/monitoramento: the monitoring widget, through its public export, wired to our router. */
export default function MonitoringPage({ route }: PageProps) {
  const { router, session, apiBase, fetch } = useApp();
  return (
    <section className="box-page">
      <h1>{route.title}</h1>
      <OrderMonitoring
        apiBase={apiBase}
        fetch={fetch}
        onNavigate={(path: string) => router.navigate(path)}
        onSessionExpired={session.markExpired}
      />
    </section>
  );
}

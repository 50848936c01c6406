import { OrderTracking } from '@box/tracking';
import { useApp } from '../appContext';
import type { PageProps } from './pageProps';

/**
 * /pedidos/acompanhe/{id} (signed in) and /r/{token} (anyone with the link): the order tracking widget through
 * its public export. The share link points at this host's origin, where /r/{token} lives.
 */
export default function OrderTrackingPage({ route, params }: PageProps) {
  const { router, session, apiBase, fetch, win } = useApp();
  return (
    <section className="box-page">
      <h1 className="box-page__hidden-title">{route.title}</h1>
      <OrderTracking
        key={params.token ?? params.id}
        orderId={params.token ? undefined : params.id}
        token={params.token}
        apiBase={apiBase}
        fetch={fetch}
        shareOrigin={win.location.origin}
        onNavigate={(path: string) => router.navigate(path)}
        onSessionExpired={session.markExpired}
      />
    </section>
  );
}

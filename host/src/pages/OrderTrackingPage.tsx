import { MAPLIBRE_CSP_WORKER_PATH } from '@box/core/api';
import { OrderTracking } from '@box/tracking';
import { useApp } from '../appContext';
import { preloadedOrder } from '../ssr/preloaded';
import type { PageProps } from './pageProps';
import { PORTAL_WHATSAPP } from './portalContact';
import { useOwnOrderRedirect } from './useOwnOrderRedirect';

/**
 * /pedidos/acompanhe/{id} (signed in) and /r/{token} (anyone with the link): the order tracking widget through
 * its public export. The share link points at this host's origin, where /r/{token} lives; a signed-in shipper
 * following the link of one of the customer's own orders lands on its signed-in page.
 */
export default function OrderTrackingPage({ route, params }: PageProps) {
  const { router, session, apiBase, fetch, win, preloaded } = useApp();
  useOwnOrderRedirect(params.token);
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
        whatsapp={PORTAL_WHATSAPP}
        mapWorkerUrl={MAPLIBRE_CSP_WORKER_PATH}
        onNavigate={(path: string) => router.navigate(path)}
        onSessionExpired={session.markExpired}
        initialTracking={preloadedOrder(preloaded, params.token)}
      />
    </section>
  );
}

import { MAPLIBRE_CSP_WORKER_PATH } from '@box/core/api';
import { ShipmentTracking } from '@box/tracking/shipment';
import { useSignals } from '@preact/signals-react/runtime';
import { useApp } from '../appContext';
import { useCloseModal } from '../shell/useCloseModal';
import { preloadedShipment } from '../ssr/preloaded';
import type { PageProps } from './pageProps';
import { PORTAL_WHATSAPP } from './portalContact';

/**
 * /rr/{hash} and /rrp/{clientCode}/{accessKey}: public shipment tracking. A signed-in shipper gets the full
 * layout and '< Voltar'; a recipient without a session gets the WhatsApp contact.
 */
export default function ShipmentTrackingPage({ route, params }: PageProps) {
  useSignals();
  const { session, apiBase, fetch, preloaded } = useApp();
  // '< Voltar' and Esc of the signed-in layout: back to what opened it (a same-origin parent's view included).
  const close = useCloseModal('/pedidos/monitoramento');
  const signedIn = session.status.value === 'signedIn';
  return (
    <section className="box-page box-page--shipment">
      <h1 className="box-page__hidden-title">{route.title}</h1>
      <ShipmentTracking
        key={params.hash ?? `${params.clientCode}/${params.accessKey}`}
        hash={params.hash}
        clientCode={params.clientCode}
        accessKey={params.accessKey}
        apiBase={apiBase}
        fetch={fetch}
        signedIn={signedIn}
        whatsapp={PORTAL_WHATSAPP}
        mapWorkerUrl={MAPLIBRE_CSP_WORKER_PATH}
        onClose={close}
        onSessionExpired={signedIn ? session.markExpired : undefined}
        initialTracking={preloadedShipment(preloaded, params.hash)}
      />
    </section>
  );
}

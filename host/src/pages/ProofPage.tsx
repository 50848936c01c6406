import { MAPLIBRE_CSP_WORKER_PATH } from '@box/core/api';
import { ProofOfDelivery } from '@box/proof-of-delivery';
import { useApp } from '../appContext';
import type { PageProps } from './pageProps';

/**
 * /comprovantes/{id} (signed in, with the e-mail box) and /comprovantes/publico/{token} (anyone): the proof of
 * delivery widget through its public export. `?alert-status=success` shows its success alert.
 */
export default function ProofPage({ route, params, location }: PageProps) {
  const { router, session, apiBase, fetch } = useApp();
  const alertStatus = new URLSearchParams(location.search).get('alert-status') ?? undefined;
  return (
    <section className="box-page">
      <h1 className="box-page__hidden-title">{route.title}</h1>
      <ProofOfDelivery
        key={params.token ?? params.id}
        podId={params.token ? undefined : params.id}
        token={params.token}
        apiBase={apiBase}
        fetch={fetch}
        alertStatus={alertStatus}
        mapWorkerUrl={MAPLIBRE_CSP_WORKER_PATH}
        onNavigate={(path: string) => router.navigate(path)}
        onSessionExpired={session.markExpired}
      />
    </section>
  );
}

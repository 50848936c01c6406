import { BillingStatement } from '@box/billing-statement';
import { MAPLIBRE_CSP_WORKER_PATH } from '@box/core/api';
import { useApp } from '../appContext';
import type { PageProps } from './pageProps';

/** /extrato: the monthly billing statement widget through its public export. */
export default function BillingStatementPage({ route }: PageProps) {
  const { session, apiBase, fetch } = useApp();
  return (
    <section className="box-page">
      <h1 className="box-page__hidden-title">{route.title}</h1>
      <BillingStatement
        apiBase={apiBase}
        fetch={fetch}
        mapWorkerUrl={MAPLIBRE_CSP_WORKER_PATH}
        onSessionExpired={session.markExpired}
      />
    </section>
  );
}

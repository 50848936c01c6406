import { FiscalDocumentsUpload } from '@box/spot-wizard/fiscal-upload';
import { useApp } from '../appContext';
import type { PageProps } from './pageProps';

/**
 * /upload-de-documentos-fiscais: the fiscal XML upload, through the spot-wizard package's public export. The
 * route's feature flag (SPEC §2) is checked by the guard before this page loads.
 */
export default function FiscalUploadPage({ route }: PageProps) {
  const { router, session, apiBase, fetch } = useApp();
  return (
    <section className="box-page">
      <h1>{route.title}</h1>
      <FiscalDocumentsUpload
        apiBase={apiBase}
        fetch={fetch}
        onNavigate={(path: string) => router.navigate(path)}
        onSessionExpired={session.markExpired}
      />
    </section>
  );
}

import { ApiClientProvider, BoxRoot } from '@box/ui';
import { createFiscalUploadApi } from './api';
import { FiscalUploadScreen } from './FiscalUploadScreen';
import { FISCAL_UPLOAD_STYLES } from './styles';

export interface FiscalDocumentsUploadProps {
  /** Base of the API; default '/jade/api'. */
  apiBase?: string;
  /** A replacement `fetch` (tests, stories, a host with its own transport). */
  fetch?: typeof fetch;
  /** Where the user asked to go (the spot request, to use the documents); the host's router decides. */
  onNavigate?: (path: string) => void;
  /** The API answered 401: the host should send the user to log in again. */
  onSessionExpired?: () => void;
}

/** The fiscal documents upload page of SPEC §2 (/upload-de-documentos-fiscais) as a React component. */
export function FiscalDocumentsUpload({
  apiBase,
  fetch,
  onNavigate,
  onSessionExpired,
}: FiscalDocumentsUploadProps) {
  return (
    <BoxRoot styles={FISCAL_UPLOAD_STYLES}>
      <ApiClientProvider
        createClient={createFiscalUploadApi}
        apiBase={apiBase}
        fetch={fetch}
        onSessionExpired={onSessionExpired}
      >
        <FiscalUploadScreen onNavigate={onNavigate} />
      </ApiClientProvider>
    </BoxRoot>
  );
}

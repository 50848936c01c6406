import { type ApiClientOptions, createFiscalDocumentsApi, createTransport } from '@box/core/api';
import { createApiContext } from '@box/ui';

/** The one call the upload page makes (POST /fiscal-documents/upload-file), from core's factory. */
export const createFiscalUploadApi = (options: ApiClientOptions) => {
  const { uploadFiscalDocument } = createFiscalDocumentsApi(createTransport(options));
  return { uploadFiscalDocument };
};

export type FiscalUploadApi = ReturnType<typeof createFiscalUploadApi>;

/** The provider and `useApi()` of this client, typed as what `createFiscalUploadApi` builds. */
export const fiscalUploadApi = /* @__PURE__ */ createApiContext(createFiscalUploadApi);

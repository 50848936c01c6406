import { type ApiClientOptions, createFiscalDocumentsApi, createTransport } from '@box/core';

/** The one call the upload page makes (POST /fiscal-documents/upload-file), from core's factory. */
export const createFiscalUploadApi = (options: ApiClientOptions) => {
  const { uploadFiscalDocument } = createFiscalDocumentsApi(createTransport(options));
  return { uploadFiscalDocument };
};

export type FiscalUploadApi = ReturnType<typeof createFiscalUploadApi>;

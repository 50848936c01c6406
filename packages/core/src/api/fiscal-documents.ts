import { FiscalDocument } from '../schemas/fiscal-documents';
import { type ApiTransport, segment } from './transport';

export function createFiscalDocumentsApi({ call }: ApiTransport) {
  return {
    /** GET /fiscal-documents/{accessKey}; see fiscalDocumentError for the failure mapping. */
    fiscalDocument: (accessKey: string) => call(FiscalDocument, `fiscal-documents/${segment(accessKey)}`),
    /** POST /fiscal-documents/upload-file, multipart field 'document'. */
    uploadFiscalDocument: (file: Blob, filename = file instanceof File ? file.name : 'documento.xml') => {
      const form = new FormData();
      form.append('document', file, filename);
      return call(FiscalDocument, 'fiscal-documents/upload-file', { method: 'post', body: form });
    },
  };
}

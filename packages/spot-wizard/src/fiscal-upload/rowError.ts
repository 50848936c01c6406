import { ResponseShapeError, SessionExpiredError } from '@box/core/api';
import { fiscalUploadError } from '@box/core/errors';
import { UPLOAD_MESSAGES as M } from './messages';

/** What a file's row says when it failed; `retryable` when sending it again may work. */
export interface RowError {
  title: string;
  message: string;
  retryable: boolean;
}

type Text = { title: string; message: string };
const final = ({ title, message }: Text): RowError => ({ title, message, retryable: false });
const retryable = ({ title, message }: Text): RowError => ({ title, message, retryable: true });

/**
 * A failed POST /fiscal-documents/upload-file as the page shows it: SPEC §5 texts for a refused type
 * ('Não é um arquivo xml.') and an unreadable file ('Arquivo xml inválido'), §8 for a duplicate; an outage or
 * a server fault can be retried.
 */
export function uploadRowError(error: unknown): RowError {
  if (error instanceof SessionExpiredError) return final(M.sessionExpired);
  // An answer of unexpected shape is the server's fault, not the connection's.
  if (error instanceof ResponseShapeError) return retryable(M.serverError);
  switch (fiscalUploadError(error).kind) {
    case 'InvalidFileTypeToUpload':
      return final(M.notXml);
    case 'XmlProcessingError':
      return final(M.invalidXml);
    case 'UploadedFileDuplicated':
      return final(M.duplicateOnServer);
    case 'NetworkError':
      return retryable(M.networkError);
    case 'FiscalDocumentProblem':
      return retryable(M.serverError);
  }
}

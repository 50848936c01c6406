import { ApiError } from '../api/errors';
import { API_ERROR_CODE, type ApiErrorBody } from '../schemas/errors';
import type { DomainError } from './domain';

type FiscalDocumentError = {
  kind:
    | 'NetworkError'
    | 'FiscalDocumentProblem'
    | 'CTeRetrievalUnavailable'
    | 'InvalidKey'
    | 'FiscalDocumentNotFound';
} & DomainError;

/**
 * SPEC §8 fiscal-document fetch mapping: no response (status 0) → NetworkError; 500 → FiscalDocumentProblem;
 * 502 → NetworkError; 422 with type cte_retrieval_unavailable → CTeRetrievalUnavailable; any other 422 →
 * InvalidKey; anything else → FiscalDocumentNotFound.
 */
export function fiscalDocumentErrorFromStatus(
  status: number,
  body: ApiErrorBody | null,
): FiscalDocumentError {
  if (status === 0 || status === 502) return { kind: 'NetworkError' };
  if (status === 500) return { kind: 'FiscalDocumentProblem' };
  if (status === 422) {
    return body?.code === API_ERROR_CODE.CTE_RETRIEVAL_UNAVAILABLE
      ? { kind: 'CTeRetrievalUnavailable' }
      : { kind: 'InvalidKey' };
  }
  return { kind: 'FiscalDocumentNotFound' };
}

/** The same mapping from whatever the client threw (non-API failures count as no response). */
export function fiscalDocumentError(error: unknown): FiscalDocumentError {
  return error instanceof ApiError
    ? fiscalDocumentErrorFromStatus(error.status, error.body)
    : { kind: 'NetworkError' };
}

type FiscalUploadError = {
  kind:
    | 'InvalidFileTypeToUpload'
    | 'XmlProcessingError'
    | 'UploadedFileDuplicated'
    | 'NetworkError'
    | 'FiscalDocumentProblem';
} & DomainError;

/**
 * Failure of POST /fiscal-documents/upload-file: a refused file type → InvalidFileTypeToUpload; a document the
 * customer already sent (409 or code UploadedFileDuplicated) → UploadedFileDuplicated; an unreadable XML
 * (400/422, or 413: no NF-e/CT-e is that large) → XmlProcessingError; no response → NetworkError; else
 * FiscalDocumentProblem.
 */
export function fiscalUploadError(error: unknown): FiscalUploadError {
  if (!(error instanceof ApiError) || error.status === 0) return { kind: 'NetworkError' };
  if (error.status === 415 || error.body?.code === API_ERROR_CODE.UNSUPPORTED_FILE_TYPE) {
    return { kind: 'InvalidFileTypeToUpload' };
  }
  if (error.status === 409 || error.body?.code === API_ERROR_CODE.UPLOADED_FILE_DUPLICATED) {
    return { kind: 'UploadedFileDuplicated' };
  }
  if (
    error.status === 400 ||
    error.status === 413 ||
    error.status === 422 ||
    error.body?.code === API_ERROR_CODE.INVALID_XML
  ) {
    return { kind: 'XmlProcessingError' };
  }
  return { kind: 'FiscalDocumentProblem' };
}

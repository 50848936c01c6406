import { XML_UPLOAD_MESSAGES } from '@box/core/errors';
import { INVALID_ACCESS_KEY_MESSAGE } from '@box/core/rules';
import { API_ERROR_CODE, type ApiErrorBody } from '@box/core/schemas';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { FiscalXmlError } from './errors';
import type { LookupOutcome } from './lookup';

/**
 * Statuses and bodies chosen for what core's client maps (errors/fiscal-document.ts, SPEC §8).
 * Look-up: 422 → InvalidKey, 422 `cte_retrieval_unavailable` → CTeRetrievalUnavailable, 404 →
 * FiscalDocumentNotFound, 502 → NetworkError ('Não foi possível consultar o SEFAZ'), 500 → FiscalDocumentProblem.
 * Upload: `unsupported_file_type` → InvalidFileTypeToUpload, 409 `UploadedFileDuplicated` →
 * UploadedFileDuplicated, 400/413/422 `invalid_xml` → XmlProcessingError.
 */
export interface ApiAnswer {
  status: ContentfulStatusCode;
  body: ApiErrorBody;
}

/** Our codes for the outcomes core's catalogue has no constant for. */
export const FISCAL_ERROR_CODE = {
  SEFAZ_UNAVAILABLE: 'sefaz_unavailable',
  UNREADABLE_DOCUMENT: 'fiscal_document_unreadable',
} as const;

export const CTE_NEEDS_XML_MESSAGE = 'Para solicitações com CTe, deve ser feito o upload do arquivo XML';

export function lookupFailure(outcome: Exclude<LookupOutcome, { kind: 'found' }>): ApiAnswer {
  switch (outcome.kind) {
    case 'invalid_key':
      return {
        status: 422,
        body: {
          code: API_ERROR_CODE.VALIDATION_ERROR,
          message: INVALID_ACCESS_KEY_MESSAGE,
          reasons: [{ field: 'accessKey', message: INVALID_ACCESS_KEY_MESSAGE }],
        },
      };
    case 'cte_needs_xml':
      return {
        status: 422,
        body: { code: API_ERROR_CODE.CTE_RETRIEVAL_UNAVAILABLE, message: CTE_NEEDS_XML_MESSAGE },
      };
    case 'not_found':
      return {
        status: 404,
        body: { code: API_ERROR_CODE.NOT_FOUND, message: 'Documento fiscal não encontrado' },
      };
    case 'sefaz_unavailable':
      return {
        status: 502,
        body: { code: FISCAL_ERROR_CODE.SEFAZ_UNAVAILABLE, message: 'Não foi possível consultar o SEFAZ' },
      };
    case 'unreadable':
      return {
        status: 500,
        body: {
          code: FISCAL_ERROR_CODE.UNREADABLE_DOCUMENT,
          message: 'Não foi possível usar os dados do documento fiscal.',
        },
      };
  }
}

export function uploadFailure(error: FiscalXmlError): ApiAnswer {
  const reasons = [{ field: 'document', message: error.reason }];
  switch (error.problem) {
    case 'too_large':
      return { status: 413, body: { code: API_ERROR_CODE.PAYLOAD_TOO_LARGE, message: error.reason } };
    case 'not_xml':
      return {
        status: 422,
        body: { code: API_ERROR_CODE.UNSUPPORTED_FILE_TYPE, message: XML_UPLOAD_MESSAGES.notXml, reasons },
      };
    case 'unreadable':
      return {
        status: 422,
        body: { code: API_ERROR_CODE.INVALID_XML, message: XML_UPLOAD_MESSAGES.invalidXml, reasons },
      };
  }
}

export const DUPLICATE_UPLOAD: ApiAnswer = {
  status: 409,
  body: { code: API_ERROR_CODE.UPLOADED_FILE_DUPLICATED, message: 'Arquivo já está na lista' },
};

export const MISSING_FILE: ApiAnswer = {
  status: 400,
  body: {
    code: API_ERROR_CODE.VALIDATION_ERROR,
    message: "Envie um arquivo XML no campo 'document' (um arquivo por requisição).",
    reasons: [{ field: 'document', message: 'Envie um único arquivo XML.' }],
  },
};

import { ApiError } from '../api/errors';
import { fiscalDocumentError, fiscalDocumentErrorFromStatus, fiscalUploadError } from './fiscal-document';

const body = (code: string) => ({ code, message: 'x' });

describe('fiscalDocumentErrorFromStatus (SPEC §8)', () => {
  it.each([
    [0, null, 'NetworkError'],
    [500, null, 'FiscalDocumentProblem'],
    [502, null, 'NetworkError'],
    [422, body('cte_retrieval_unavailable'), 'CTeRetrievalUnavailable'],
    [422, body('invalid_key'), 'InvalidKey'],
    [422, null, 'InvalidKey'],
    [404, body('not_found'), 'FiscalDocumentNotFound'],
    [400, null, 'FiscalDocumentNotFound'],
    [503, null, 'FiscalDocumentNotFound'],
  ])('%i %j → %s', (status, errorBody, kind) => {
    expect(fiscalDocumentErrorFromStatus(status, errorBody)).toEqual({ kind });
  });

  it('maps whatever the client threw', () => {
    expect(fiscalDocumentError(new ApiError(500, null))).toEqual({ kind: 'FiscalDocumentProblem' });
    expect(fiscalDocumentError(new TypeError('fetch failed'))).toEqual({ kind: 'NetworkError' });
  });
});

describe('fiscalUploadError', () => {
  it('tells type refusals, unreadable XML and outages apart', () => {
    expect(fiscalUploadError(new ApiError(415, body('unsupported_file_type')))).toEqual({
      kind: 'InvalidFileTypeToUpload',
    });
    expect(fiscalUploadError(new ApiError(422, body('invalid_xml')))).toEqual({ kind: 'XmlProcessingError' });
    expect(fiscalUploadError(new ApiError(413, body('payload_too_large')))).toEqual({
      kind: 'XmlProcessingError',
    });
    expect(fiscalUploadError(new ApiError(409, body('UploadedFileDuplicated')))).toEqual({
      kind: 'UploadedFileDuplicated',
    });
    expect(fiscalUploadError(new ApiError(422, body('UploadedFileDuplicated')))).toEqual({
      kind: 'UploadedFileDuplicated',
    });
    expect(fiscalUploadError(new ApiError(0, null))).toEqual({ kind: 'NetworkError' });
    expect(fiscalUploadError(new ApiError(500, null))).toEqual({ kind: 'FiscalDocumentProblem' });
  });
});

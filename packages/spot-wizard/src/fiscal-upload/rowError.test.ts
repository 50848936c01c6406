import { ApiError, ResponseShapeError, SessionExpiredError } from '@box/core/api';
import { uploadRowError } from './rowError';

const body = (code: string) => ({ code, message: 'x' });

describe('uploadRowError', () => {
  it('uses the SPEC §5 texts for a refused type and an unreadable XML', () => {
    expect(uploadRowError(new ApiError(415, body('unsupported_file_type')))).toMatchObject({
      title: 'Não é um arquivo xml.',
      retryable: false,
    });
    expect(uploadRowError(new ApiError(422, body('invalid_xml')))).toMatchObject({
      title: 'Arquivo xml inválido',
      retryable: false,
    });
  });

  it('says a document sent before is already in the list', () => {
    expect(uploadRowError(new ApiError(409, body('UploadedFileDuplicated')))).toEqual({
      title: 'Arquivo já está na lista',
      message: 'Este documento já foi enviado.',
      retryable: false,
    });
  });

  it('offers a retry after an outage or a server fault, not after the session ended', () => {
    expect(uploadRowError(new TypeError('Failed to fetch'))).toEqual({
      title: 'Não foi possível enviar o arquivo',
      message: 'Verifique sua conexão e tente novamente.',
      retryable: true,
    });
    expect(uploadRowError(new ApiError(500, body('internal_error')))).toMatchObject({
      title: 'Não foi possível enviar o arquivo',
      retryable: true,
    });
    expect(uploadRowError(new ResponseShapeError('fiscal-documents/upload-file', 'x'))).toMatchObject({
      title: 'Não foi possível enviar o arquivo',
      message: 'Houve um problema no servidor. Tente novamente em alguns instantes.',
      retryable: true,
    });
    expect(uploadRowError(new SessionExpiredError(null))).toEqual({
      title: 'Sua sessão expirou.',
      message: 'Você será redirecionado para a tela de login.',
      retryable: false,
    });
  });
});

import { NOT_SIGNED_IN_TEXT } from '@box/core/errors';
import { API_ERROR_CODE, type ApiErrorBody } from '@box/core/schemas';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A failure a handler can throw; `onError` turns it into an ApiErrorBody JSON with this status. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
    this.name = 'HttpError';
  }
}

export const jsonError = (c: Context, status: ContentfulStatusCode, body: ApiErrorBody) =>
  c.json(body, status);

export const UNAUTHENTICATED: ApiErrorBody = {
  code: API_ERROR_CODE.UNAUTHENTICATED,
  message: 'Sua sessão expirou.',
};
/** A call that brought neither a session cookie nor a bearer credential. */
export const NOT_SIGNED_IN: ApiErrorBody = {
  code: API_ERROR_CODE.NOT_SIGNED_IN,
  message: NOT_SIGNED_IN_TEXT,
};
/** An unknown, malformed or revoked API key or embed token, or a token used from another page origin. */
export const INVALID_CREDENTIALS: ApiErrorBody = {
  code: API_ERROR_CODE.INVALID_CREDENTIALS,
  message:
    'Credencial inválida: a chave de API ou o token não é válido, foi revogado ou não vale para esta origem.',
};
export const FORBIDDEN: ApiErrorBody = {
  code: API_ERROR_CODE.FORBIDDEN,
  message: 'Você não tem permissão para acessar este recurso.',
};
export const NOT_FOUND: ApiErrorBody = { code: API_ERROR_CODE.NOT_FOUND, message: 'Recurso não encontrado.' };
export const CSRF_FAILED: ApiErrorBody = {
  code: API_ERROR_CODE.CSRF,
  message: 'Não foi possível confirmar a origem da requisição. Recarregue a página e tente novamente.',
};
export const INTERNAL_ERROR: ApiErrorBody = {
  code: API_ERROR_CODE.INTERNAL,
  message: 'Erro no servidor. Por favor, entre em contato com a nossa equipe de suporte.',
};
export const PAYLOAD_TOO_LARGE: ApiErrorBody = {
  code: API_ERROR_CODE.PAYLOAD_TOO_LARGE,
  message: 'A requisição é grande demais.',
};

import type { ApiErrorBody } from '../schemas/errors';

/** Thrown by the client for any non-2xx answer; `status` 0 means no response reached us. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
    message?: string,
  ) {
    super(message ?? body?.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

/**
 * A 401: no session, or one that ended. The client also calls `onSessionExpired` so the host can react once.
 * `code` tells which: 'not_signed_in' (neither a session cookie nor a token came), 'unauthenticated' (an
 * expired session or token), 'invalid_credentials' (an unknown or revoked key or token, or one used from
 * another origin); null when the body had none.
 */
export class SessionExpiredError extends ApiError {
  readonly code: string | null;
  constructor(body: ApiErrorBody | null) {
    super(401, body, 'Sua sessão expirou.');
    this.name = 'SessionExpiredError';
    this.code = body?.code ?? null;
  }
}

/** The response did not match the shared schema: a client/server drift, never the user's fault. */
export class ResponseShapeError extends Error {
  constructor(
    readonly path: string,
    readonly issues: string,
  ) {
    super(`Resposta inesperada de ${path}: ${issues}`);
    this.name = 'ResponseShapeError';
  }
}

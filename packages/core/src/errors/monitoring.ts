import { ApiError, SessionExpiredError } from '../api/errors';
import type { DomainError, ErrorMessage } from './domain';
import { SESSION_EXPIRED_TEXT } from './texts';

/** The ways the monitoring list can fail to load (SPEC §8 monitoring and session). */
export type MonitoringLoadError = Extract<DomainError, { kind: 'SessionExpired' | 'MonitoringLoadFailed' }>;

/**
 * SPEC §8 monitoring: a 401 is the expired session; any other answer than 200 is 'Erro! status: {code}' with its
 * status (0 when no response came: the client reports a network failure as status 0). A 200 whose body is not the
 * list (or any other failure of the client) has no status to show: `status: null`.
 */
export function monitoringError(error: unknown): MonitoringLoadError {
  if (error instanceof SessionExpiredError) return { kind: 'SessionExpired' };
  return { kind: 'MonitoringLoadFailed', status: error instanceof ApiError ? error.status : null };
}

/**
 * The pt-BR title and message of a monitoring load failure. `messageFor` answers with this for these kinds; the
 * monitoring widget calls it directly, so its bundle carries these texts and not the whole catalogue.
 */
export function monitoringMessage(error: MonitoringLoadError): ErrorMessage {
  // One object literal for both kinds: the widget's bundle is within a few bytes of its budget.
  const expired = error.kind === 'SessionExpired';
  return {
    title: expired ? SESSION_EXPIRED_TEXT.title : 'Ops! Tivemos um problema ao carregar os dados!',
    message: expired
      ? SESSION_EXPIRED_TEXT.message
      : error.status === null
        ? 'A resposta do servidor veio num formato inesperado.'
        : `Erro! status: ${error.status}`,
    report: false,
  };
}

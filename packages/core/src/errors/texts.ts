import { parseHoursAgo } from '../rules/hours-ago';

/** Fixed pt-BR texts of SPEC §2/§4/§5/§8 that are not errors: successes, confirmations, progress. */

/** SPEC §8 request messages. */
export const REQUEST_MESSAGES = {
  success: 'Solicitação enviada, dados atualizados com sucesso!',
  failure: 'Ocorreu uma falha ao processar a solicitação',
  notEnoughData: 'Não temos dados suficientes para concluir esta requisição.',
} as const;

/** SPEC §5/§8 proof of delivery e-mail. */
export const POD_EMAIL_TEXTS = {
  successTitle: 'E-mail enviado!',
  successMessage: 'Email enviado com sucesso!',
  confirm: (email: string) => `Tem certeza que deseja enviar este comprovante para o email ${email}?`,
} as const;

/** SPEC §4 finishing a spot. */
export const SPOT_SUBMIT_TEXTS = {
  loading: 'Finalizando solicitação',
  success: 'Solicitação concluída com sucesso!',
  messageButton: 'Ok, entendi',
  removeFromSummaryNotImplemented:
    'Para remover uma mercadoria, volte para a etapa de cadastro de mercadorias.',
} as const;

/** SPEC §4/§2 super batch. */
export const SUPER_BATCH_TEXTS = {
  confirm: (count: number) => `${count} rotas serão solicitadas. Tem certeza?`,
  progress: (done: number, total: number, failed: number) =>
    `${done} de ${total} rotas foram solicitadas. ${failed} falharam.`,
  resultTitle: (succeeded: number, requested: number) =>
    `${succeeded} de ${requested} rotas solicitadas com sucesso!`,
} as const;

/** SPEC §4 the batch result is a warning when any group failed, else a success. */
export const batchResultLevel = (failedCount: number): 'warning' | 'success' =>
  failedCount > 0 ? 'warning' : 'success';

/** SPEC §2 copy-link notification of the recipients modal. */
export const LINK_COPIED_TEXT = 'Link copiado! Cole (Ctrl-V) onde quiser';

/** SPEC §2 monitoring's empty title, on its own so the monitoring bundle carries no other widget's texts. */
export const MONITORING_EMPTY_TITLE = 'Não há ordens de serviço';

/** SPEC §2 empty states. */
export const EMPTY_TEXTS = {
  billing: 'Não houve solicitações nesse período',
  monitoring: MONITORING_EMPTY_TITLE,
  proofUnavailable: 'Comprovante ainda não disponível.',
} as const;

/**
 * SPEC §2 monitoring, empty under EMPTY_TEXTS.monitoring: no order in the window `since` named, 'nas últimas 72
 * horas' by default, 'na última hora' for one. The server refuses any other `since` than 'N hours ago' (N 1..72),
 * so the sentence without a window only guards a value that cannot come back empty.
 */
export function monitoringEmptyText(since: string): string {
  const hours = parseHoursAgo(since);
  const window = hours === null ? '' : hours === 1 ? ' na última hora' : ` nas últimas ${hours} horas`;
  return `Nenhuma solicitação disponível${window}.`;
}

/** SPEC §8 the statement's failed load, apart so the statement carries no other error texts (`messageFor`'s too). */
export const BILLING_LOAD_FAILED_TEXT = {
  title: 'Ops! Ocorreu um erro',
  message: 'Tivemos um problema no carregamento do seu extrato!',
} as const;

/** SPEC §2 rating confirmation. */
export const RATING_SENT_TEXT = 'Avaliação enviada';

/** SPEC §8 the expired session, apart so a widget showing only this (monitoring) carries no other texts. */
export const SESSION_EXPIRED_TEXT = {
  title: 'Sua sessão expirou.',
  message: 'Você será redirecionado para a tela de login.',
} as const;

/**
 * A 401 `not_signed_in`: the call brought neither a session cookie nor a token (an element on a page whose user
 * never signed in to the portal). One text for the API's answer and the element's notice.
 */
export const NOT_SIGNED_IN_TEXT = 'Você não está conectado.';

/**
 * SPEC §8 texts of the public tracking pages, also used by `messageFor`: kept here so a small bundle (the
 * shipment tracking element) can show them without the whole catalogue.
 */
export const TRACKING_ERROR_TEXTS = {
  unavailableTitle: 'OS indisponível para consulta',
  unavailableMessage: 'Verifique o número da OS ou entre em contato com a nossa equipe de operações.',
  sessionExpiredTitle: SESSION_EXPIRED_TEXT.title,
  sessionExpiredMessage: SESSION_EXPIRED_TEXT.message,
  ratingFailed: 'Falha ao enviar a avaliação',
} as const;

/** SPEC §5 per-file texts of the fiscal XML upload page (wizard rows use the §8 texts of messageFor). */
export const XML_UPLOAD_MESSAGES = {
  notXml: 'Não é um arquivo xml.',
  invalidXml: 'Arquivo xml inválido',
} as const;

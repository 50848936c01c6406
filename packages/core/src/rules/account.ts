import { ACCOUNT_INACTIVITY_DAYS, COMMERCIAL_CONTACT_EMAIL } from '../catalogues/constants';

/** SPEC §8 account banners, to the letter. */
export const ACCOUNT_BANNERS = {
  inactive:
    'Sua conta está inativa há mais de 90 dias. Por favor, entre em contato com o e-mail comercial para reativar',
  blocked: 'Sua conta está bloqueada para solicitações. Por favor, entre em contato com o e-mail comercial',
} as const;
export { COMMERCIAL_CONTACT_EMAIL };

const DAY_MS = 24 * 60 * 60_000;

/**
 * SPEC §9 inactivity: no request for more than 90 days. An account that never requested counts from its
 * creation.
 */
export function isAccountInactive(
  lastRequestAt: Date | string | null,
  createdAt: Date | string,
  now = new Date(),
) {
  const since = new Date(lastRequestAt ?? createdAt).getTime();
  return now.getTime() - since > ACCOUNT_INACTIVITY_DAYS * DAY_MS;
}

/** SPEC §4: config block detail code 'Inatividade' marks the customer inactive. */
export const isInactiveByConfig = (config: { block_details?: { code: string } | null } | null | undefined) =>
  config?.block_details?.code === 'Inatividade';

export interface AccountState {
  inativo: boolean;
  bloqueado: boolean;
  podeSolicitarRota?: boolean;
}

/** The banner an account shows (blocked wins over inactive), or null. */
export function accountBanner(
  account: AccountState,
): { kind: 'blocked' | 'inactive'; message: string } | null {
  if (account.bloqueado) return { kind: 'blocked', message: ACCOUNT_BANNERS.blocked };
  if (account.inativo) return { kind: 'inactive', message: ACCOUNT_BANNERS.inactive };
  return null;
}

/**
 * SPEC §2: inactive or blocked accounts cannot add merchandise; nor can an account that may not request
 * routes (config pode_solicitar_rotas, default true).
 */
export const canAddMerchandise = (account: AccountState) =>
  !account.inativo && !account.bloqueado && account.podeSolicitarRota !== false;

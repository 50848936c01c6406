import type { AccountFlags } from '@box/core/schemas';

/** SPEC §9: an account with no request for more than 90 days is inactive. */
export const INACTIVITY_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface AccountState {
  podeSolicitarRotas: boolean;
  blocked: boolean;
  /** null = never requested; the account's creation date counts instead. */
  lastRequestAt: Date | null;
  createdAt: Date;
}

/**
 * The banner flags of /me. A blocked or inactive account cannot request routes whatever its own setting says
 * (SPEC §2: "such accounts see a warning and cannot add merchandise").
 */
export function accountFlags(state: AccountState, now: Date): AccountFlags {
  const lastActivity = state.lastRequestAt ?? state.createdAt;
  const inativo = now.getTime() - lastActivity.getTime() > INACTIVITY_DAYS * DAY_MS;
  return {
    podeSolicitarRota: state.podeSolicitarRotas && !state.blocked && !inativo,
    inativo,
    bloqueado: state.blocked,
  };
}

/** Session and login limits (OWASP ASVS 5, V3 and V6/V7). */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 8 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reading pages does not mean a write per request. */
export const SESSION_TOUCH_MS = 60 * 1000;

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/**
 * Soft lockout (ASVS 5 V6.3): failures count per account *and address*, so a stranger guessing from elsewhere
 * uses up only their own budget and the owner at their usual address can still sign in.
 */
export const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
/** The slower ceiling for one account from all addresses together (a guessing attack spread over many). */
export const MAX_FAILURES_PER_ACCOUNT = 50;
/** Higher than per account and address: many people can share one address (an office behind NAT). */
export const MAX_FAILURES_PER_ADDRESS = 20;

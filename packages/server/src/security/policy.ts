/** Session and login limits (OWASP ASVS 5, V3 and V6/V7). */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 8 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reading pages does not mean a write per request. */
export const SESSION_TOUCH_MS = 60 * 1000;

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
/** Higher than per account: many people can share one address (an office behind NAT). */
export const MAX_FAILURES_PER_ADDRESS = 20;

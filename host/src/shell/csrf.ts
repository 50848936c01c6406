import { csrfFromCookies } from '@box/core/api';

/**
 * The CSRF token the legacy logout form posts back; the server set it as a readable cookie (`__Host-box_csrf`
 * behind TLS, `box_csrf` otherwise), read the same way as the API client reads it.
 */
export function readCsrfCookie(doc: Document = document): string {
  return csrfFromCookies(doc.cookie) ?? '';
}

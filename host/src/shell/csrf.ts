import { CSRF_COOKIE } from '@box/core';

/** The CSRF token the legacy logout form posts back; the server set it as a readable cookie. */
export function readCsrfCookie(doc: Document = document): string {
  for (const pair of doc.cookie.split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === CSRF_COOKIE) return decodeURIComponent(value.join('='));
  }
  return '';
}

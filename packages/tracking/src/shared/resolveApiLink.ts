/** The API base as an absolute URL: a relative base ('/jade/api') is read against the embedding page. */
function apiBaseUrl(apiBase: string): URL {
  const pageBase = globalThis.document?.baseURI ?? 'http://localhost/';
  return new URL(apiBase, pageBase);
}

/**
 * A link from an API answer (a proof page, an image, an anonymousURL) as an absolute URL. Answers may carry
 * paths: they are read against the API's origin, not the page's, so the link still works when a partner on
 * another origin embeds the widget. Only http(s) links come back; anything else (a `javascript:` URL, a
 * malformed value) gives null, so a bad answer can never become a script link.
 */
export function resolveApiLink(path: string, apiBase: string): string | null {
  try {
    const url = new URL(path, apiBaseUrl(apiBase));
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The origin serving the API (default origin of the share links). */
export function apiOrigin(apiBase: string): string {
  try {
    return apiBaseUrl(apiBase).origin;
  } catch {
    return globalThis.location?.origin ?? '';
  }
}

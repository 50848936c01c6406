/**
 * Links from an element to the portal (issue 17). The portal is wherever the element's API is: an absolute
 * `api-base` (a partner's page, 'https://box.example/jade/api') names the portal's origin, a relative one (the
 * portal's own pages, default '/jade/api') lives on the page's origin. Every href an element gives to a portal
 * page is built here, so a link opened in a new tab from a partner's page lands on the portal, not on the
 * partner's site. `pageUrl` is the page's address (`document.baseURI` in a browser): core has no DOM.
 */

/** The API base as an absolute URL, or null when neither it nor the page gives one (about:blank, bad text). */
function apiBaseUrl(apiBase: string | undefined, pageUrl: string): URL | null {
  try {
    return new URL(apiBase || '/', pageUrl);
  } catch {
    return null;
  }
}

/** Only web links: a `javascript:` or `data:` URL must never become an href. */
const isWebUrl = (url: URL) => url.protocol === 'http:' || url.protocol === 'https:';

/**
 * The portal's origin ('https://box.example'): the origin of an absolute API base, else the page's. Empty when
 * neither is a web address, so that `portalUrl` falls back to the bare path (the page's own origin).
 */
export function portalOrigin(apiBase: string | undefined, pageUrl: string): string {
  const base = apiBaseUrl(apiBase, pageUrl);
  return base && isWebUrl(base) ? base.origin : '';
}

/** A portal page ('/comprovantes/207') as an absolute URL on the portal's origin. */
export function portalUrl(path: string, apiBase: string | undefined, pageUrl: string): string {
  const origin = portalOrigin(apiBase, pageUrl);
  return origin ? new URL(path, origin).href : path;
}

/**
 * A link carried by an API answer (a public proof page '/comprovantes/publico/{token}', a photo, an
 * anonymousURL) as an absolute URL: a path is read against the API base, so it lands on the portal; an absolute
 * http(s) link stays as it is. Anything that is not a web link gives null, so a bad answer can never become a
 * script link.
 */
export function portalLink(link: string, apiBase: string | undefined, pageUrl: string): string | null {
  const base = apiBaseUrl(apiBase, pageUrl);
  try {
    const url = base ? new URL(link, base) : new URL(link);
    return isWebUrl(url) ? url.href : null;
  } catch {
    return null;
  }
}

import { portalLink, portalOrigin, portalUrl } from '@box/core/rules';

// The page's address, which a relative `api-base` ('/jade/api', the portal's own pages) is read against. Core's
// rules take it as text (no DOM there); in a shadow root `document.baseURI` is still the page's.
const pageUrl = () => globalThis.document?.baseURI ?? '';

/** A portal page ('/comprovantes/{id}') as an absolute link on the portal's origin (core's `portalUrl`). */
export const portalHref = (path: string, apiBase: string) => portalUrl(path, apiBase, pageUrl());

/**
 * A link from an API answer (a proof page, an image, an anonymousURL) as an absolute URL on the portal, or null
 * when it is not a web link (core's `portalLink`).
 */
export const resolveApiLink = (link: string, apiBase: string) => portalLink(link, apiBase, pageUrl());

/** The portal's origin (default origin of the share links): the API's, else the page's. */
export const apiOrigin = (apiBase: string) => portalOrigin(apiBase, pageUrl());

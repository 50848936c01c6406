import { portalUrl } from '../rules/portal-link';

/** SPEC §7 "Base path /jade/api": where the API lives on the portal's origin, every widget's default. */
export const API_BASE_PATH = '/jade/api';

/** An API base without its trailing slash, so paths join with exactly one. */
export const trimApiBase = (apiBase: string = API_BASE_PATH) => apiBase.replace(/\/$/, '');

/** The server's own MapLibre style (the offline default of every map): `{apiBase}/map/style.json`. */
export const mapStyleUrl = (apiBase?: string) => `${trimApiBase(apiBase)}/map/style.json`;

/** SPEC §2 the portal's login route ('/entrar'), where an element with no session sends its user. */
export const PORTAL_SIGN_IN_PATH = '/entrar';

/**
 * The portal's sign-in page for an element: on the origin of its API base (absolute on a partner's page), else
 * on the page's own origin (`pageUrl`, e.g. `document.baseURI`) where the default '/jade/api' lives.
 */
export const portalSignInUrl = (apiBase: string | undefined, pageUrl: string) =>
  portalUrl(PORTAL_SIGN_IN_PATH, apiBase, pageUrl);

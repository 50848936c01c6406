import { API_BASE_PATH } from '@box/core/api';

/**
 * API calls authorised by the secret in their own URL (or by nothing at all): public order and shipment tracking,
 * the public proof and its images, rating a delivery, the map style, and /session. No cookie gives them any
 * authority, so any origin may call them without credentials (CORS `*`) and a forged request has nothing to
 * borrow (no CSRF check): a partner page shows tracking with nothing configured on the server.
 */
const PUBLIC_API_ROUTES: readonly RegExp[] = [
  /^\/orders\/public\/[^/]+\/tracking$/,
  /^\/orders\/public\/[^/]+\/tracking\/live$/,
  /^\/shipments\/by-hash\/[^/]+\/tracking$/,
  /^\/shipments\/by-hash\/[^/]+\/tracking\/live$/,
  /^\/shipments\/by-hash\/[^/]+\/rating$/,
  /^\/shipments\/by-dfe\/[^/]+\/tracking$/,
  /^\/pods\/public\/[^/]+$/,
  /^\/media\/pods\/[^/]+\/(?:pictures\/[^/]+|signature)$/,
  /^\/map\/style\.json$/,
  /^\/session$/,
  // Meta's WhatsApp Cloud API webhook: authorised by its X-Hub-Signature-256, never by a cookie.
  /^\/whatsapp\/webhook$/,
];

/** Whether a request path (with /jade/api) is one of the public, URL-authorised API calls. */
export function isPublicApiPath(path: string): boolean {
  if (!path.startsWith(`${API_BASE_PATH}/`)) return false;
  const rest = path.slice(API_BASE_PATH.length);
  return PUBLIC_API_ROUTES.some((re) => re.test(rest));
}

import type { Context } from 'hono';
import type { ServerConfig } from '../config';

/** Our own origin: the configured public one, else the one the request reached us at. */
export function ownOrigin(c: Context, config: ServerConfig): string {
  return config.publicOrigin ?? new URL(c.req.url).origin;
}

/** The origin a request claims to come from: Origin, else the Referer's origin; null when neither is usable. */
export function claimedOrigin(c: Context): string | null {
  const origin = c.req.header('origin');
  if (origin) return origin === 'null' ? null : origin;
  const referer = c.req.header('referer');
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.origin === 'null' ? null : url.origin;
  } catch {
    return null;
  }
}

export const isPartnerOrigin = (origin: string, config: ServerConfig) =>
  config.partnerOrigins.includes(origin);

export function isTrustedOrigin(origin: string | null, c: Context, config: ServerConfig): boolean {
  return origin !== null && (origin === ownOrigin(c, config) || isPartnerOrigin(origin, config));
}

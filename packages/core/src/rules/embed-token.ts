import { EMBED_TOKEN_PREFIX } from '../catalogues/integrations';

/**
 * The expiry an embed token carries in clear ('box_et_<epoch seconds>_<secret>'), so an element can warn its page
 * before the token runs out without asking the server; null for anything else. The server never trusts this part:
 * it looks the whole token up by its hash.
 */
export function embedTokenExpiry(token: string): Date | null {
  if (!token.startsWith(EMBED_TOKEN_PREFIX)) return null;
  const match = /^(\d{9,11})_[A-Za-z0-9_-]{20,}$/.exec(token.slice(EMBED_TOKEN_PREFIX.length));
  return match ? new Date(Number(match[1]) * 1000) : null;
}

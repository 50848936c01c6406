import { EMBED_TOKEN_PREFIX } from '../catalogues/integrations';

export interface EmbedTokenTimes {
  /** When the server minted the token, by the server's clock (to the second). */
  issuedAt: Date;
  /** When the server stops taking it, by the server's clock (to the second). */
  expiresAt: Date;
}

/**
 * The issue and expiry times an embed token carries in clear ('box_et_<issued>_<expires>_<secret>', epoch
 * seconds), or null for anything else (an API key, an older or malformed token, an expiry not after the issue).
 * Both are the server's clock: their difference, the token's lifetime, lets an element warn its page in time
 * however wrong the page's own clock is. The server never trusts this part: it looks the whole token up by its
 * hash.
 */
export function embedTokenTimes(token: string): EmbedTokenTimes | null {
  if (!token.startsWith(EMBED_TOKEN_PREFIX)) return null;
  const match = /^(\d{9,11})_(\d{9,11})_[A-Za-z0-9_-]{20,}$/.exec(token.slice(EMBED_TOKEN_PREFIX.length));
  if (!match) return null;
  const issued = Number(match[1]);
  const expires = Number(match[2]);
  if (expires <= issued) return null;
  return { issuedAt: new Date(issued * 1000), expiresAt: new Date(expires * 1000) };
}

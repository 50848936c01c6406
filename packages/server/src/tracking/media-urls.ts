import { API_BASE_PATH } from '@box/core/api';

/**
 * Where proof images are served (routes/media.ts). Proofs store pictures and signatures as `data:` URLs (the
 * seed's and the simulator's); answers never inline them, they link to these absolute URLs so a page on a
 * partner's origin loads them from us. The public token in the path is what authorises the read.
 */
export const MEDIA_PREFIX = `${API_BASE_PATH}/media/pods`;

export const podPictureUrl = (origin: string, publicToken: string, position: number) =>
  `${origin}${MEDIA_PREFIX}/${encodeURIComponent(publicToken)}/pictures/${position}`;

export const podSignatureUrl = (origin: string, publicToken: string) =>
  `${origin}${MEDIA_PREFIX}/${encodeURIComponent(publicToken)}/signature`;

/** How a stored image reference is read without loading the image itself (see `storedImageKind`). */
export type StoredImage = { kind: 'inline' } | { kind: 'external'; url: string } | { kind: 'none' };

/**
 * What an answer shows for a stored image: ours to serve when inline, an http(s) image host's URL as it is,
 * nothing for anything else (a `javascript:` or blank value must never reach a page).
 */
export function servedImageUrl(stored: StoredImage, mediaUrl: () => string): string | null {
  if (stored.kind === 'inline') return mediaUrl();
  if (stored.kind === 'external') return stored.url;
  return null;
}

/**
 * Classifies a stored reference. Queries read inline images as just 'data:' (see `imageRef` in queries/proofs.ts)
 * so listing a proof never loads its pictures.
 */
export function storedImageKind(value: string | null): StoredImage {
  if (value === null) return { kind: 'none' };
  if (/^data:/i.test(value)) return { kind: 'inline' };
  if (/^https?:\/\//i.test(value)) return { kind: 'external', url: value };
  return { kind: 'none' };
}

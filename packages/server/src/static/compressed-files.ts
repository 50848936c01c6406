import { readFile } from 'node:fs/promises';
import { type ContentEncoding, encode } from '../http/compression';

/** Text types worth compressing; images, fonts and wasm are compressed already or gain little. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|manifest\+json)|image\/svg\+xml)/;

export const isCompressible = (contentType: string) => COMPRESSIBLE.test(contentType);

/** Compressed files kept in memory, at most this many bytes (the built host and widgets take a few MB). */
const CACHE_LIMIT_BYTES = 64 * 1024 * 1024;
/** Above this size brotli's best quality takes seconds (maplibre's chunks): a faster one, still far ahead of gzip. */
const BEST_QUALITY_UP_TO_BYTES = 512 * 1024;

const cache = new Map<string, Promise<Buffer>>();
const sizes = new Map<string, number>();
let cachedBytes = 0;

function remember(key: string, size: number) {
  sizes.set(key, size);
  cachedBytes += size;
  // Oldest first: a Map iterates in insertion order.
  for (const [oldKey, oldSize] of sizes) {
    if (cachedBytes <= CACHE_LIMIT_BYTES) break;
    cache.delete(oldKey);
    sizes.delete(oldKey);
    cachedBytes -= oldSize;
  }
}

/**
 * A built file compressed once and served from memory afterwards: static files are the same for every visitor
 * (the phone on a mobile network fetches a third of the bytes). Keyed by path, size and modification time, so a
 * rebuild is picked up.
 */
export function compressedFile(
  path: string,
  stat: { size: number; mtimeMs: number },
  encoding: ContentEncoding,
): Promise<Buffer> {
  const key = `${path}\0${stat.size}\0${stat.mtimeMs}\0${encoding}`;
  let body = cache.get(key);
  if (!body) {
    const quality = stat.size <= BEST_QUALITY_UP_TO_BYTES ? 11 : 9;
    body = readFile(path).then((raw) => encode(raw, encoding, quality));
    cache.set(key, body);
    body.then(
      (done) => remember(key, done.byteLength),
      () => cache.delete(key),
    );
  }
  return body;
}

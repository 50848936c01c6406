import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { Context } from 'hono';
import { acceptedEncoding, MIN_COMPRESSIBLE_BYTES } from '../http/compression';
import { compressedFile, isCompressible } from './compressed-files';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
};

export const mimeType = (path: string) => MIME[extname(path).toLowerCase()] ?? 'application/octet-stream';

/**
 * A file under `root` for URL path segments, or null when a segment could escape it: '..', '.', hidden
 * names, separators or NUL after decoding, or undecodable escapes.
 */
export function resolveInside(root: string, segments: readonly string[]): string | null {
  const decoded: string[] = [];
  for (const raw of segments) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (!segment || segment.startsWith('.') || /[/\\\0]/.test(segment)) return null;
    decoded.push(segment);
  }
  if (decoded.length === 0) return null;
  const base = resolve(root);
  const file = resolve(join(base, ...decoded));
  return file.startsWith(base + sep) ? file : null;
}

export async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * Sends a file with its type, a weak ETag and the given caching, compressed (brotli, else gzip) when it is text
 * and the caller accepts it; null when it does not exist, so the caller can fall back.
 */
export async function sendFile(c: Context, path: string, cacheControl: string): Promise<Response | null> {
  let info: Awaited<ReturnType<typeof stat>>;
  try {
    info = await stat(path);
  } catch {
    return null;
  }
  if (!info.isFile()) return null;
  const contentType = mimeType(path);
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const headers: Record<string, string> = {
    ETag: etag,
    'Cache-Control': cacheControl,
    'Content-Type': contentType,
  };
  const compressible = isCompressible(contentType) && info.size >= MIN_COMPRESSIBLE_BYTES;
  if (compressible) headers.Vary = 'Accept-Encoding';
  if (c.req.header('if-none-match') === etag) return new Response(null, { status: 304, headers });
  const encoding = compressible ? acceptedEncoding(c.req.header('accept-encoding')) : null;
  if (encoding) {
    const body = await compressedFile(path, info, encoding);
    const sent = { ...headers, 'Content-Encoding': encoding, 'Content-Length': String(body.byteLength) };
    return new Response(
      c.req.method === 'HEAD'
        ? null
        : new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength),
      { headers: sent },
    );
  }
  const body = c.req.method === 'HEAD' ? null : await readFile(path);
  return new Response(body, { headers: { ...headers, 'Content-Length': String(info.size) } });
}

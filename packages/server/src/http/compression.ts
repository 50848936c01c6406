import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';

export type ContentEncoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, compressing costs more than the bytes it saves. */
export const MIN_COMPRESSIBLE_BYTES = 1024;

/**
 * The encoding to answer with for an Accept-Encoding header: brotli when accepted, else gzip, else none.
 * A coding listed with q=0 is refused (RFC 9110 §12.5.3); '*' accepts both.
 */
export function acceptedEncoding(header: string | undefined): ContentEncoding | null {
  if (!header) return null;
  const quality = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q ? Number.parseFloat(q.slice(2)) : 1;
    quality.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const accepts = (coding: ContentEncoding) => (quality.get(coding) ?? quality.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/**
 * Compresses off the main thread (zlib's thread pool). Brotli's quality: 11 for files compressed once and
 * served many times, a fast 5 for answers built per request.
 */
export function encode(data: Buffer | string, encoding: ContentEncoding, brotliQuality = 5): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(data),
        },
      })
    : gzipAsync(data, { level: 6 });
}

/**
 * A JSON answer, alone or shared by the requests of one single flight: each encoding is computed once, however many
 * requests take it. Holds no secret a response could leak by its compressed size (no tokens): only answers
 * of that kind are built with it.
 */
export class SharedJson {
  private readonly encoded = new Map<ContentEncoding, Promise<Buffer>>();

  constructor(readonly text: string) {}

  encodedAs(encoding: ContentEncoding): Promise<Buffer> {
    let body = this.encoded.get(encoding);
    if (!body) {
      body = encode(this.text, encoding);
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

/** Sends a shared JSON answer compressed as the caller accepts, or as it is. */
export async function sendSharedJson(
  c: Context,
  json: SharedJson,
  headers: Record<string, string> = {},
): Promise<Response> {
  const all = { 'content-type': 'application/json; charset=UTF-8', vary: 'Accept-Encoding', ...headers };
  const encoding =
    json.text.length >= MIN_COMPRESSIBLE_BYTES ? acceptedEncoding(c.req.header('accept-encoding')) : null;
  if (!encoding) return c.body(json.text, 200, all);
  const body = await json.encodedAs(encoding);
  return c.body(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), 200, {
    ...all,
    'content-encoding': encoding,
  });
}

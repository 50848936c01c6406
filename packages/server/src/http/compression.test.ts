import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { acceptedEncoding, encode, SharedJson } from './compression';

describe('acceptedEncoding', () => {
  it('prefers brotli, then gzip, as browsers list them', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip, deflate')).toBe('gzip');
    expect(acceptedEncoding('GZIP')).toBe('gzip');
  });

  it('answers uncompressed without the header, with only other codings or with q=0', () => {
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding('')).toBeNull();
    expect(acceptedEncoding('deflate, zstd')).toBeNull();
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(acceptedEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
  });

  it("takes '*' as both, unless a coding is refused by name", () => {
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('br;q=0, *')).toBe('gzip');
    expect(acceptedEncoding('*;q=0')).toBeNull();
  });
});

describe('encode and SharedJson', () => {
  const text = JSON.stringify({
    orders: Array.from({ length: 200 }, (_, id) => ({ id, status: 'CREATED' })),
  });

  it('compresses to bytes that decompress to the same text', async () => {
    expect(brotliDecompressSync(await encode(text, 'br')).toString()).toBe(text);
    expect(gunzipSync(await encode(text, 'gzip')).toString()).toBe(text);
  });

  it('computes each encoding of a shared answer once, whoever asks', async () => {
    const shared = new SharedJson(text);
    const [a, b] = [shared.encodedAs('gzip'), shared.encodedAs('gzip')];
    expect(a).toBe(b);
    expect(gunzipSync(await a).toString()).toBe(text);
    expect(shared.encodedAs('br')).not.toBe(a);
  });
});

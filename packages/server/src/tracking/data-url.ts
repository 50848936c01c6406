/** Image types we serve from stored `data:` URLs; anything else is not served at all. */
const SERVED_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml']);

export interface DecodedImage {
  contentType: string;
  bytes: Uint8Array<ArrayBuffer>;
}

function percentDecode(text: string): Uint8Array<ArrayBuffer> | null {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '%') {
      const hex = text.slice(i + 1, i + 3);
      if (!/^[0-9a-fA-F]{2}$/.test(hex)) return null;
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'));
    }
  }
  return Uint8Array.from(bytes);
}

/**
 * The image inside a stored `data:` URL (RFC 2397: `data:<type>[;param=value]*[;base64],<data>`), or null when it
 * is not one, is malformed, or is not an image type we serve.
 */
export function decodeImageDataUrl(value: string): DecodedImage | null {
  const comma = value.indexOf(',');
  if (!/^data:/i.test(value) || comma < 0) return null;
  const [type = '', ...params] = value.slice(5, comma).split(';');
  const contentType = type.trim().toLowerCase();
  if (!SERVED_TYPES.has(contentType)) return null;
  const base64 = params.length > 0 && params[params.length - 1]!.trim().toLowerCase() === 'base64';
  const data = value.slice(comma + 1);
  if (base64) {
    const compact = data.replace(/\s+/g, '');
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact)) return null;
    return { contentType, bytes: Uint8Array.from(Buffer.from(compact, 'base64')) };
  }
  const bytes = percentDecode(data);
  return bytes ? { contentType, bytes } : null;
}

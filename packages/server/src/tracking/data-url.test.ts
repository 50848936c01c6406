import { decodeImageDataUrl } from './data-url';

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');

describe('decodeImageDataUrl', () => {
  it('decodes base64 and percent-encoded images with their type', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';
    const b64 = decodeImageDataUrl(`data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`);
    expect(b64?.contentType).toBe('image/svg+xml');
    expect(text(b64!.bytes)).toBe(svg);

    const pct = decodeImageDataUrl(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    expect(pct?.contentType).toBe('image/svg+xml');
    expect(text(pct!.bytes)).toBe(svg);

    const png = decodeImageDataUrl('DATA:Image/PNG;BASE64,iVBORw0KGgo=');
    expect(png?.contentType).toBe('image/png');
    expect([...png!.bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it.each([
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:;base64,AAAA',
    'data:image/png;base64,!!!',
    'data:image/svg+xml,%ZZ',
    'data:image/png;base64',
    'https://imagens.example/foto.png',
    '',
  ])('refuses %j', (value) => {
    expect(decodeImageDataUrl(value)).toBeNull();
  });
});

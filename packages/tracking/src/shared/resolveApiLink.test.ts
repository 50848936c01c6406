import { apiOrigin, resolveApiLink } from './resolveApiLink';

describe('resolveApiLink', () => {
  it('reads a path against the API origin, not the API path', () => {
    expect(resolveApiLink('/comprovantes/publico/abc', 'https://api.box.com.br/jade/api')).toBe(
      'https://api.box.com.br/comprovantes/publico/abc',
    );
  });

  it('reads a relative API base against the page', () => {
    const page = new URL(document.baseURI);
    expect(resolveApiLink('/rr/h1', '/jade/api')).toBe(`${page.origin}/rr/h1`);
  });

  it('keeps absolute http(s) links as they are', () => {
    expect(resolveApiLink('https://cdn.example.com/p/1.jpg', 'https://api.box.com.br/jade/api')).toBe(
      'https://cdn.example.com/p/1.jpg',
    );
  });

  it('refuses links that are not http(s)', () => {
    expect(resolveApiLink('javascript:alert(1)', '/jade/api')).toBeNull();
    expect(resolveApiLink('data:text/html,hi', '/jade/api')).toBeNull();
  });

  it('gives the API origin for share links', () => {
    expect(apiOrigin('https://api.box.com.br/jade/api')).toBe('https://api.box.com.br');
    expect(apiOrigin('/jade/api')).toBe(new URL(document.baseURI).origin);
  });
});

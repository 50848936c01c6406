import { apiOrigin, portalHref, resolveApiLink } from './portalLinks';

// The rules themselves are tested in core (rules/portal-link.test.ts); here, that the page's address is the one
// a relative API base is read against.
const page = new URL(document.baseURI);

describe('portalHref', () => {
  it("puts a portal page on the API's origin when the API base is absolute", () => {
    expect(portalHref('/comprovantes/pod-1', 'https://api.box.com.br/jade/api')).toBe(
      'https://api.box.com.br/comprovantes/pod-1',
    );
  });

  it("puts it on the page's origin when the API base is relative", () => {
    expect(portalHref('/comprovantes/pod-1', '/jade/api')).toBe(`${page.origin}/comprovantes/pod-1`);
  });
});

describe('resolveApiLink', () => {
  it('reads a path against the API origin, not the API path', () => {
    expect(resolveApiLink('/comprovantes/publico/abc', 'https://api.box.com.br/jade/api')).toBe(
      'https://api.box.com.br/comprovantes/publico/abc',
    );
  });

  it('reads a relative API base against the page', () => {
    expect(resolveApiLink('/rr/h1', '/jade/api')).toBe(`${page.origin}/rr/h1`);
  });

  it('refuses links that are not http(s)', () => {
    expect(resolveApiLink('javascript:alert(1)', '/jade/api')).toBeNull();
  });
});

describe('apiOrigin', () => {
  it('gives the API origin for share links, else the page origin', () => {
    expect(apiOrigin('https://api.box.com.br/jade/api')).toBe('https://api.box.com.br');
    expect(apiOrigin('/jade/api')).toBe(page.origin);
  });
});

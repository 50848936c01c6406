import { portalLink, portalOrigin, portalUrl } from './portal-link';

const PARTNER_PAGE = 'http://localhost:8080/pedidos/42?aba=entrega';
const PORTAL_API = 'https://box.example/jade/api';

describe('portalOrigin', () => {
  it("is the absolute API base's origin on a partner's page", () => {
    expect(portalOrigin(PORTAL_API, PARTNER_PAGE)).toBe('https://box.example');
    expect(portalOrigin('http://127.0.0.1:3000/jade/api/', PARTNER_PAGE)).toBe('http://127.0.0.1:3000');
  });

  it("is the page's origin with a relative or missing API base (the portal's own pages)", () => {
    expect(portalOrigin('/jade/api', 'https://box.example/rr/abc')).toBe('https://box.example');
    expect(portalOrigin(undefined, 'https://box.example/r/tok')).toBe('https://box.example');
    expect(portalOrigin('', 'https://box.example/r/tok')).toBe('https://box.example');
  });

  it('is empty where neither names a web origin', () => {
    expect(portalOrigin('/jade/api', 'about:blank')).toBe('');
    expect(portalOrigin('javascript:alert(1)', PARTNER_PAGE)).toBe('');
  });
});

describe('portalUrl', () => {
  it("puts a portal path on the portal's origin, not the partner's", () => {
    expect(portalUrl('/comprovantes/207', PORTAL_API, PARTNER_PAGE)).toBe(
      'https://box.example/comprovantes/207',
    );
    expect(portalUrl('/pedidos/acompanhe/51234', PORTAL_API, PARTNER_PAGE)).toBe(
      'https://box.example/pedidos/acompanhe/51234',
    );
  });

  it("stays on the page's origin in the portal", () => {
    expect(portalUrl('/comprovantes/207', '/jade/api', 'https://box.example/pedidos/acompanhe/1')).toBe(
      'https://box.example/comprovantes/207',
    );
  });

  it('keeps the bare path when no origin can be told', () => {
    expect(portalUrl('/comprovantes/207', '/jade/api', 'about:blank')).toBe('/comprovantes/207');
  });
});

describe('portalLink', () => {
  it("reads an answer's path against the API base's origin", () => {
    expect(portalLink('/comprovantes/publico/abc', PORTAL_API, PARTNER_PAGE)).toBe(
      'https://box.example/comprovantes/publico/abc',
    );
    expect(portalLink('/rr/h1', '/jade/api', 'https://box.example/r/tok')).toBe('https://box.example/rr/h1');
  });

  it('keeps absolute http(s) links as they are', () => {
    expect(portalLink('https://cdn.example.com/p/1.jpg', PORTAL_API, PARTNER_PAGE)).toBe(
      'https://cdn.example.com/p/1.jpg',
    );
    expect(portalLink('https://cdn.example.com/p/1.jpg', '/jade/api', 'about:blank')).toBe(
      'https://cdn.example.com/p/1.jpg',
    );
  });

  it('refuses links that are not http(s), and malformed ones', () => {
    expect(portalLink('javascript:alert(1)', PORTAL_API, PARTNER_PAGE)).toBeNull();
    expect(portalLink('data:text/html,hi', PORTAL_API, PARTNER_PAGE)).toBeNull();
    expect(portalLink('/comprovantes/publico/abc', '/jade/api', 'about:blank')).toBeNull();
    expect(portalLink('http://[broken', PORTAL_API, PARTNER_PAGE)).toBeNull();
  });
});

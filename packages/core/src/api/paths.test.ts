import { API_BASE_PATH, mapStyleUrl, portalSignInUrl, trimApiBase } from './paths';

describe('API paths', () => {
  it('default to the portal origin’s /jade/api', () => {
    expect(trimApiBase()).toBe(API_BASE_PATH);
    expect(mapStyleUrl()).toBe('/jade/api/map/style.json');
  });

  it('join an absolute base with exactly one slash, with or without its trailing one', () => {
    expect(mapStyleUrl('https://box.example/jade/api/')).toBe('https://box.example/jade/api/map/style.json');
    expect(mapStyleUrl('https://box.example/jade/api')).toBe('https://box.example/jade/api/map/style.json');
  });
});

describe('portalSignInUrl', () => {
  it("is the sign-in page on the API base's origin, or on the page's for a relative base", () => {
    const page = 'https://loja.parceiro.example/pedidos/42?x=1';
    expect(portalSignInUrl('https://box.example/jade/api/', page)).toBe('https://box.example/entrar');
    expect(portalSignInUrl(undefined, page)).toBe('https://loja.parceiro.example/entrar');
    expect(portalSignInUrl('/outra/api', page)).toBe('https://loja.parceiro.example/entrar');
  });
});

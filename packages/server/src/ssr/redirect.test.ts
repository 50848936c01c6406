import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it.each([
    ['/pedidos/monitoramento', '/pedidos/monitoramento'],
    ['/extrato?mes=2026-10#topo', '/extrato?mes=2026-10#topo'],
    ['/', '/'],
  ])('keeps the same-origin path %s', (raw, expected) => {
    expect(safeRedirect(raw)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'pedidos',
    '',
    '/a b',
    '/a\nLocation: x',
    '/\t/evil.example',
    `/${'a'.repeat(3000)}`,
  ])('sends %j home', (raw) => {
    expect(safeRedirect(raw)).toBe('/');
  });

  it('sends anything that is not a string home', () => {
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect(['/x'])).toBe('/');
  });
});

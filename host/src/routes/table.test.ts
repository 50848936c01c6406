import { matchRoute } from './router';
import { ANNOUNCEMENT_PATH, ROUTES } from './table';

/** SPEC §2's route table, row by row, as an address to open and who may open it. */
const SPEC_ROWS: [path: string, access: 'public' | 'login' | 'super admin'][] = [
  ['/', 'login'],
  ['/pedidos/monitoramento', 'login'],
  ['/spots/solicitar', 'login'],
  [ANNOUNCEMENT_PATH, 'public'],
  ['/extrato', 'login'],
  ['/contas-cadastradas', 'super admin'],
  ['/perfil', 'login'],
  ['/comprovantes/123', 'login'],
  ['/comprovantes/publico/tok', 'public'],
  ['/pedidos/acompanhe/123', 'login'],
  ['/r/tok', 'public'],
  ['/rr/hash', 'public'],
  ['/rrp/C01/35260512345678000190550010000012341000012345', 'public'],
  ['/upload-de-documentos-fiscais', 'login'],
  ['/jade/blank', 'public'],
  ['/spots', 'login'],
  ['/comprovantes', 'login'],
  ['/admin/comprovantes', 'super admin'],
  ['/sair', 'login'],
  ['/inicio', 'login'],
  ['/admin/varejistas/3154/usuarios', 'super admin'],
  ['/admin/varejistas/3154/comprovantes', 'super admin'],
  ['/not-found', 'public'],
  // Legacy pages named in SPEC §2 besides the table
  ['/entrar', 'public'],
  ['/perfil/senha', 'login'],
  ['/pods', 'login'],
  ['/spots/9/requested/', 'login'],
];

describe('route table', () => {
  it.each(SPEC_ROWS)('%s is routed with access "%s"', (path, access) => {
    const route = matchRoute(ROUTES, path)?.route;
    expect(route).toBeDefined();
    const actual = route?.public ? 'public' : route?.role === 1 ? 'super admin' : 'login';
    expect(actual).toBe(access);
  });

  it('gives every route a pt-BR title and a unique name', () => {
    const names = ROUTES.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    for (const route of ROUTES) expect(route.title.trim()).not.toBe('');
  });

  it('announces on one single-segment path', () => {
    expect(ANNOUNCEMENT_PATH).toMatch(/^\/[^/]+$/);
  });

  it.each(['/spots', '/inicio', '/admin/varejistas/1/usuarios', '/sair', '/entrar'])(
    'shows the legacy page %s in a frame',
    (path) => {
      expect(matchRoute(ROUTES, path)?.route.page).toBe('legacy');
    },
  );
});

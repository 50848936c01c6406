import { createRouter, matchPath, matchRoute } from './router';
import { ANNOUNCEMENT_PATH, ROUTES } from './table';

describe('matchPath', () => {
  it('matches static segments exactly', () => {
    expect(matchPath('/extrato', '/extrato')).toEqual({});
    expect(matchPath('/extrato', '/extratos')).toBeNull();
    expect(matchPath('/extrato', '/extrato/2026')).toBeNull();
  });

  it('ignores a trailing slash', () => {
    expect(matchPath('/spots/:id/requested', '/spots/42/requested/')).toEqual({ id: '42' });
  });

  it('decodes parameters', () => {
    expect(matchPath('/rr/:hash', '/rr/a%20b%2Fc')).toEqual({ hash: 'a b/c' });
  });

  it('keeps a malformed escape as typed instead of throwing', () => {
    expect(matchPath('/r/:token', '/r/%E0%A4%A')).toEqual({ token: '%E0%A4%A' });
  });

  it("takes one or more segments with a final '*'", () => {
    expect(matchPath('/admin/*', '/admin/varejistas/novo')).toEqual({ '*': 'varejistas/novo' });
    expect(matchPath('/admin/*', '/admin')).toBeNull();
  });
});

/** One sample address per route row and the params it must yield; a new row without a sample fails below. */
const SAMPLES: Record<string, [path: string, params: Record<string, string>]> = {
  root: ['/', {}],
  monitoring: ['/pedidos/monitoramento', {}],
  orderTrackingPage: ['/pedidos/acompanhe/7781', { id: '7781' }],
  spotRequest: ['/spots/solicitar', {}],
  spotRequested: ['/spots/7781/requested/', { id: '7781' }],
  history: ['/spots', {}],
  announcement: [ANNOUNCEMENT_PATH, {}],
  statement: ['/extrato', {}],
  registeredAccounts: ['/contas-cadastradas', {}],
  profile: ['/perfil', {}],
  profileLegacy: ['/perfil/senha', { '*': 'senha' }],
  publicProof: ['/comprovantes/publico/tok123', { token: 'tok123' }],
  proof: ['/comprovantes/PX9', { id: 'PX9' }],
  receipts: ['/comprovantes', {}],
  publicOrderTracking: ['/r/abcdef', { token: 'abcdef' }],
  shipmentTracking: ['/rr/h4sh', { hash: 'h4sh' }],
  shipmentTrackingByDocument: [
    '/rrp/C01/35260512345678000190550010000012341000012345',
    {
      clientCode: 'C01',
      accessKey: '35260512345678000190550010000012341000012345',
    },
  ],
  fiscalDocumentsUpload: ['/upload-de-documentos-fiscais', {}],
  blank: ['/jade/blank', {}],
  adminReceipts: ['/admin/comprovantes', {}],
  retailerUsers: ['/admin/varejistas/3154/usuarios', { id: '3154' }],
  retailerReceipts: ['/admin/varejistas/3154/comprovantes', { id: '3154' }],
  adminLegacy: ['/admin/varejistas', { '*': 'varejistas' }],
  logout: ['/sair', {}],
  oldHome: ['/inicio', {}],
  pods: ['/pods', {}],
  podsLegacy: ['/pods/falhas', { '*': 'falhas' }],
  login: ['/entrar', {}],
  notFound: ['/not-found', {}],
};

describe('matchRoute over the route table', () => {
  it.each(ROUTES.map((route) => [route.name, route.path] as const))('%s (%s) has a sample', (name) => {
    expect(SAMPLES[name]).toBeDefined();
  });

  it.each(Object.entries(SAMPLES))('%s matches its sample and yields its params', (name, [path, params]) => {
    const match = matchRoute(ROUTES, path);
    expect(match?.route.name).toBe(name);
    expect(match?.params).toEqual(params);
  });

  it('leaves unknown paths unmatched', () => {
    expect(matchRoute(ROUTES, '/nao-existe')).toBeNull();
    expect(matchRoute(ROUTES, '/pedidos')).toBeNull();
    expect(matchRoute(ROUTES, '/comunicado-2024-01-01')).toBeNull();
  });
});

describe('createRouter', () => {
  let router: ReturnType<typeof createRouter>;

  beforeEach(() => {
    window.history.replaceState(null, '', '/pedidos/monitoramento');
    router = createRouter(window);
    router.start();
  });

  afterEach(() => router.stop());

  /** Clicks a link and reports whether the router took it; the browser's own navigation is always cancelled. */
  function clickLink(href: string, attrs: Record<string, string> = {}, init: MouseEventInit = {}) {
    const link = document.createElement('a');
    link.href = href;
    link.textContent = 'ir';
    for (const [name, value] of Object.entries(attrs)) link.setAttribute(name, value);
    document.body.append(link);
    let takenByRouter = false;
    // Runs after the router's document listener: record its decision, then keep happy-dom from navigating.
    const record = (event: Event) => {
      takenByRouter = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', record);
    link.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0, ...init }),
    );
    window.removeEventListener('click', record);
    link.remove();
    return takenByRouter;
  }

  it('navigate pushes a history entry and updates the location signal', () => {
    const before = window.history.length;
    router.navigate('/extrato?mes=2026-10');
    expect(window.location.pathname).toBe('/extrato');
    expect(router.location.value).toMatchObject({ pathname: '/extrato', search: '?mes=2026-10' });
    expect(window.history.length).toBe(before + 1);
  });

  it('navigate with replace does not add a history entry', () => {
    const before = window.history.length;
    router.navigate('/not-found', { replace: true });
    expect(router.location.value.pathname).toBe('/not-found');
    expect(window.history.length).toBe(before);
  });

  it('follows popstate', () => {
    window.history.pushState(null, '', '/spots');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(router.location.value.pathname).toBe('/spots');
  });

  it('intercepts a plain same-origin link click', () => {
    expect(clickLink('/extrato')).toBe(true);
    expect(router.location.value.pathname).toBe('/extrato');
  });

  it.each([
    ['a modified click', '/extrato', {}, { ctrlKey: true }],
    ['a middle click', '/extrato', {}, { button: 1 }],
    ['target=_blank', '/extrato', { target: '_blank' }, {}],
    ['a download link', '/extrato', { download: '' }, {}],
    ['rel=external', '/extrato', { rel: 'noopener external' }, {}],
    ['another origin', 'https://example.com/extrato', {}, {}],
    ['a legacy page of the server', '/_ssr/spots', {}, {}],
    ['an API address', '/jade/api/billing-statement/download', {}, {}],
    ['a same-page anchor', '/pedidos/monitoramento#tabela', {}, {}],
  ])('leaves %s to the browser', (_label, href, attrs, init) => {
    expect(clickLink(href, attrs, init)).toBe(false);
    expect(router.location.value.pathname).toBe('/pedidos/monitoramento');
  });

  it('stops listening after stop()', () => {
    router.stop();
    expect(clickLink('/extrato')).toBe(false);
  });
});

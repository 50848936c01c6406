import { FEATURE_FISCAL_DOCUMENTS_UPLOAD } from '@box/core/catalogues';
import { createFakeFetch, type FakeApi, reply } from '@box/ui/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, signedIn, signedOut, type UserOptions } from './test-support/fakeApi';
import { openApp } from './test-support/openApp';
import { quietFrameLoading } from './test-support/quietFrames';

// The widget is tested in its own package; here we only check the host wires it like an integrator would.
vi.mock('@box/order-monitoring', () => ({
  OrderMonitoring: (props: {
    apiBase?: string;
    onNavigate?: (path: string) => void;
    onSessionExpired?: () => void;
  }) => (
    <div data-testid="order-monitoring" data-api-base={props.apiBase}>
      <button type="button" onClick={() => props.onNavigate?.('/perfil')}>
        abrir preferências
      </button>
      <button type="button" onClick={() => props.onSessionExpired?.()}>
        simular 401
      </button>
    </div>
  ),
}));

const start = (path: string, api: FakeApi) => openApp(path, api);

const asUser = (options: UserOptions = {}, experiments: string[] = []) =>
  createFakeFetch(signedIn(makeUser(options), experiments));
const anonymous = () => createFakeFetch(signedOut());
const header = () => screen.queryByRole('navigation', { name: 'Principal' });

afterEach(() => {
  vi.useRealTimers();
  document.title = '';
});

describe('App routing and guard', () => {
  it('redirects / to monitoring and mounts the widget with the API base', async () => {
    start('/', asUser());
    const widget = await screen.findByTestId('order-monitoring');
    expect(window.location.pathname).toBe('/pedidos/monitoramento');
    expect(widget.dataset.apiBase).toBe('/jade/api');
    expect(document.title).toBe('Monitoramento | Box');
    expect(header()).not.toBeNull();
  });

  it("follows the widget's onNavigate in the app router", async () => {
    const api = asUser();
    const { assign } = start('/pedidos/monitoramento', api);
    await userEvent.click(await screen.findByRole('button', { name: 'abrir preferências' }));
    expect(window.location.pathname).toBe('/perfil');
    expect(await screen.findByRole('heading', { name: 'Preferências do usuário', level: 1 })).toBeDefined();
    expect(document.title).toBe('Preferências do usuário | Box');
    expect(assign).not.toHaveBeenCalled();
    // The host loaded its session once (the profile widget reads GET /me for itself, fresh).
    expect(api.calls.filter((call) => call.path === '/customers/active-experiments')).toHaveLength(1);
  });

  it('sends a visitor without session to the login, keeping path and query', async () => {
    const { assign } = start('/extrato?mes=10', anonymous());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/entrar?redirect=%2Fextrato%3Fmes%3D10'));
    expect(header()).toBeNull();
  });

  it('sends an unknown role to /not-found', async () => {
    start('/extrato', asUser({ roleId: 42 }));
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeDefined();
    expect(window.location.pathname).toBe('/not-found');
    expect(document.title).toBe('Página não encontrada | Box');
  });

  it('keeps registered accounts from an admin', async () => {
    start('/contas-cadastradas', asUser({ roleId: 2 }));
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeDefined();
    expect(window.location.pathname).toBe('/not-found');
  });

  it('opens registered accounts for the super admin', async () => {
    start('/contas-cadastradas', asUser({ roleId: 1, customerId: 0 }));
    expect(await screen.findByRole('heading', { name: 'Contas cadastradas', level: 1 })).toBeDefined();
    expect(document.title).toBe('Contas cadastradas | Box');
  });

  it('sends an unknown path to /not-found', async () => {
    start('/isto/nao/existe', asUser());
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeDefined();
    expect(window.location.pathname).toBe('/not-found');
  });

  it('sends the fiscal documents page to the wizard without the flag', async () => {
    start('/upload-de-documentos-fiscais', asUser());
    expect(await screen.findByRole('heading', { name: 'Solicitar serviço' })).toBeDefined();
    expect(window.location.pathname).toBe('/spots/solicitar');
  });

  it('opens the fiscal documents page when an experiment turns the flag on', async () => {
    start('/upload-de-documentos-fiscais', asUser({}, [FEATURE_FISCAL_DOCUMENTS_UPLOAD]));
    expect(await screen.findByRole('heading', { name: 'Documentos fiscais' })).toBeDefined();
    expect(screen.getByRole('navigation', { name: 'Atalhos' }).textContent).toContain('Documentos fiscais');
  });

  it('shows a public page to an anonymous visitor, without header', async () => {
    const { assign } = start('/r/tok-publico', anonymous());
    expect(await screen.findByRole('heading', { name: 'Rastreamento da Ordem de Serviço' })).toBeDefined();
    expect(assign).not.toHaveBeenCalled();
    expect(header()).toBeNull();
  });

  // Each 401 would be a red console error on a page recipients open (issue 14 item 20): a public page asks
  // GET /session, which answers 200 either way, and only a signed-in visitor's page then asks for the user.
  it.each([
    '/r/tok-publico',
    '/rr/hash-publico',
    '/rrp/3154/35260311222333000181550010000001231000001238',
    '/comprovantes/publico/tok-publico',
    '/comunicado-2023-04-10',
  ])('asks an anonymous visitor of %s nothing that answers 401', async (path) => {
    const api = anonymous();
    const { assign } = start(path, api);
    await waitFor(() => expect(api.calls.some((c) => c.path === '/session')).toBe(true));
    await act(async () => {});
    const identity = api.calls.filter((c) => c.path === '/me' || c.path === '/customers/active-experiments');
    expect(identity).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('still gives a signed-in visitor of a public page the header', async () => {
    const api = asUser({ name: 'Bia Lima' });
    start('/comunicado-2023-04-10', api);
    expect(await screen.findByRole('navigation', { name: 'Principal' })).toBeDefined();
    expect(api.calls.filter((c) => c.path === '/me')).toHaveLength(1);
  });

  it('renders the announcement without a session', async () => {
    start('/comunicado-2023-04-10', anonymous());
    expect(await screen.findByRole('heading', { name: 'Comunicado' })).toBeDefined();
    expect(screen.getByText('O conteúdo deste comunicado não está disponível.')).toBeDefined();
    expect(document.title).toBe('Comunicado | Box');
  });

  it('renders /jade/blank empty and does not even ask who the user is', async () => {
    const api = asUser();
    const { assign } = start('/jade/blank', api);
    expect(document.title).toBe('Página em branco | Box');
    // First the lazy page's 'Carregando…', then nothing at all.
    await waitFor(() => expect(document.body.textContent).toBe(''));
    expect(api.calls).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('offers a retry when GET /me fails without a 401', async () => {
    let up = false;
    const user = makeUser();
    const api = createFakeFetch({
      'GET /me': () => (up ? user : reply({ status: 502, body: { code: 'bad_gateway', message: 'x' } })),
      'GET /customers/active-experiments': [],
    });
    start('/perfil', api);
    expect(await screen.findByText('Não foi possível carregar os dados da sua conta.')).toBeDefined();
    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Tente novamente' }));
    expect(await screen.findByRole('heading', { name: 'Preferências do usuário', level: 1 })).toBeDefined();
  });

  it('moves between pages through header links without a page load', async () => {
    const { assign } = start('/perfil', asUser());
    await screen.findByRole('heading', { name: 'Preferências do usuário', level: 1 });
    await userEvent.click(screen.getByRole('link', { name: 'Solicitar serviço' }));
    expect(window.location.pathname).toBe('/spots/solicitar');
    expect(await screen.findByRole('heading', { name: 'Solicitar serviço' })).toBeDefined();
    expect(document.title).toBe('Solicitar serviço | Box');
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('App shell', () => {
  it('warns a blocked account on every page', async () => {
    start('/perfil', asUser({ account: { bloqueado: true } }));
    expect(
      await screen.findByText(
        'Sua conta está bloqueada para solicitações. Por favor, entre em contato com o e-mail comercial',
      ),
    ).toBeDefined();
  });

  it('shows the dashboard shortcut to customer 3154', async () => {
    start('/perfil', asUser({ customerId: 3154 }));
    expect((await screen.findByRole('link', { name: 'Dashboard' })).getAttribute('href')).toBe('/inicio');
  });

  it('has no sidebar for customer 5100 without the fiscal documents flag', async () => {
    start('/perfil', asUser({ customerId: 5100 }));
    await screen.findByRole('heading', { name: 'Preferências do usuário', level: 1 });
    expect(screen.queryByRole('navigation', { name: 'Atalhos' })).toBeNull();
  });

  it('hides its header inside a same-origin parent frame', async () => {
    const parent = Object.getOwnPropertyDescriptor(window, 'parent');
    Object.defineProperty(window, 'parent', {
      configurable: true,
      value: { location: { href: 'http://localhost:3000/painel' } },
    });
    try {
      start('/perfil', asUser({ account: { inativo: true } }));
      expect(await screen.findByRole('heading', { name: 'Preferências do usuário', level: 1 })).toBeDefined();
      expect(header()).toBeNull();
      const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
      expect(alerts.some((text) => text?.includes('inativa há mais de 90 dias'))).toBe(true);
    } finally {
      if (parent) Object.defineProperty(window, 'parent', parent);
      else Reflect.deleteProperty(window, 'parent');
    }
  });
});

describe('App legacy pages', () => {
  beforeEach(quietFrameLoading);

  it('frames the legacy page and drops the user when the frame lands on the login', async () => {
    const { assign } = start('/spots?pagina=2', asUser());
    const frame = (await screen.findByTitle('Histórico')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('/_ssr/spots?pagina=2');
    expect(header()).not.toBeNull();
    Object.defineProperty(frame, 'contentWindow', { value: { location: { pathname: '/_ssr/entrar' } } });
    fireEvent.load(frame);
    await waitFor(() => expect(header()).toBeNull());
    // The frame already shows the login form: the top window stays where it is.
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByTitle('Histórico')).toBe(frame);
  });
});

describe('App session expiry', () => {
  it('shows the alert on a 401 and goes to the login two seconds later', async () => {
    const { assign } = start('/pedidos/monitoramento?aba=alocadas', asUser());
    const trigger = await screen.findByRole('button', { name: 'simular 401' });
    vi.useFakeTimers();
    fireEvent.click(trigger);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Sua sessão expirou.');
    expect(alert.textContent).toContain('Você será redirecionado para a tela de login.');
    act(() => vi.advanceTimersByTime(1999));
    expect(assign).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(assign).toHaveBeenCalledWith('/entrar?redirect=%2Fpedidos%2Fmonitoramento%3Faba%3Dalocadas');
  });
});

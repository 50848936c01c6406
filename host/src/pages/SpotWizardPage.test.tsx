import type { FakeRoutes } from '@box/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { makeUser, signedIn, unauthorized } from '../test-support/fakeApi';
import { openApp } from '../test-support/openApp';

// The real widget, as an integrator mounts it: only the network is fake.
const CODE_FIELD = 'Chave de acesso da NF-e/CT-e ou código da mercadoria';
// The page is a lazy chunk holding the whole wizard: its first import in a test run takes a while.
const LOAD = { timeout: 8000 };
const BLOCKED =
  'Sua conta está bloqueada para solicitações. Por favor, entre em contato com o e-mail comercial';

const config = {
  min_advance_booking_time_minutes: 45,
  immediate_booking_available: true,
  pode_solicitar_rotas: true,
  block_details: null,
  service_available: 'ok',
};

function start(user = makeUser(), routes: FakeRoutes = {}) {
  return openApp('/spots/solicitar', {
    ...signedIn(user),
    'GET /spots/config': config,
    'GET /customers/warehouses': [],
    ...routes,
  });
}

describe('spot wizard page with the real widget', () => {
  it('opens the wizard under the route title through the fetch the host was given', async () => {
    const { api } = start();
    expect(await screen.findByRole('heading', { level: 1, name: 'Solicitar serviço' }, LOAD)).toBeDefined();
    expect(await screen.findByRole('textbox', { name: CODE_FIELD }, LOAD)).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: 'Cadastrar mercadorias' })).toBeDefined();
    expect(api.calls.some((call) => call.path === '/spots/config')).toBe(true);
  });

  it('shows the blocked banner once (the shell’s) and keeps the code field disabled', async () => {
    start(makeUser({ account: { bloqueado: true, podeSolicitarRota: false } }));
    const field = (await screen.findByRole('textbox', { name: CODE_FIELD }, LOAD)) as HTMLInputElement;
    expect(field.disabled).toBe(true);
    expect(screen.getAllByText(BLOCKED)).toHaveLength(1);
  });

  it("raises the host's session alert on a 401 from the widget's call", async () => {
    start(makeUser(), { 'GET /spots/config': unauthorized() });
    await waitFor(() => {
      const hostAlert = screen.getAllByRole('alert').find((alert) => alert.closest('.box-session-expired'));
      expect(hostAlert?.textContent).toContain('Sua sessão expirou.');
    }, LOAD);
  });
});

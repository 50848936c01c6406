import type { Order } from '@box/core/schemas';
import type { FakeRoutes } from '@box/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, signedIn, unauthorized } from '../test-support/fakeApi';
import { openApp } from '../test-support/openApp';

// The real widget this time, as an integrator mounts it: only the network is fake.
const order: Order = {
  id: 48213,
  externalId: null,
  status: 'CREATED',
  status2: null,
  vehicleType: 'FIORINO',
  grossPrice: 150,
  net_price: 130,
  freight_price: 120,
  total_taxes: 20,
  created_at: '2026-11-22T10:00:00.000Z',
  scheduled_for: null,
  requester: 'Ana Souza',
  requesterAbbr: 'Ana S.',
  driver: null,
  progress: 0,
  total_stops: 2,
  failed_services: 0,
  sefaz: null,
};

function start(routes: FakeRoutes) {
  return openApp('/pedidos/monitoramento', { ...signedIn(makeUser()), ...routes });
}

describe('monitoring page with the real widget', () => {
  it('loads the orders through the fetch the host was given', async () => {
    const { api } = start({ 'GET /orders/status': { orders: [] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Monitoramento' })).toBeDefined();
    expect(await screen.findByText('Não há ordens de serviço')).toBeDefined();
    expect(api.calls.find((call) => call.path === '/orders/status')?.query).toEqual({
      since: '72 hours ago',
    });
  });

  it("routes the OS link through the host's router", async () => {
    start({ 'GET /orders/status': { orders: [order] } });
    await userEvent.click(await screen.findByRole('link', { name: '48213' }));
    expect(window.location.pathname).toBe('/pedidos/acompanhe/48213');
    expect(await screen.findByRole('heading', { name: 'Rastreamento da Ordem de Serviço' })).toBeDefined();
  });

  it('opens on the tab and search the user left when they come back with Back', async () => {
    const running: Order = { ...order, status: 'IN_PROGRESS', status2: 'IN_PROGRESS' };
    start({ 'GET /orders/status': { orders: [running] } });
    await userEvent.click(await screen.findByRole('tab', { name: /^Em execução/ }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar ordens de serviço' }), '482');
    await userEvent.click(await screen.findByRole('link', { name: '48213' }));
    expect(window.location.pathname).toBe('/pedidos/acompanhe/48213');
    window.history.back();
    const search = await screen.findByRole('searchbox', { name: 'Buscar ordens de serviço' });
    expect((search as HTMLInputElement).value).toBe('482');
    expect(screen.getByRole('tab', { name: /^Em execução/ }).getAttribute('aria-selected')).toBe('true');
  });

  it("raises the host's session alert on a 401 from the widget's call", async () => {
    start({ 'GET /orders/status': unauthorized() });
    const alerts = await screen.findAllByRole('alert');
    const hostAlert = alerts.find((alert) => alert.closest('.box-session-expired'));
    expect(hostAlert?.textContent).toContain('Sua sessão expirou.');
    expect(hostAlert?.textContent).toContain('Você será redirecionado para a tela de login.');
  });
});

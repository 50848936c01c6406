import { statementRoutes } from '@box/billing-statement/testing';
import type { FakeRoutes } from '@box/ui/testing';
import { screen } from '@testing-library/react';
import { makeUser, signedIn, signedOut, unauthorized } from '../test-support/fakeApi';
import { openApp } from '../test-support/openApp';

// The real statement widget as the host mounts it: only the network is fake (invented data).
const open = (routes: FakeRoutes) => openApp('/extrato', routes);

describe('billing statement page', () => {
  it('shows a signed-in shipper the statement with its month tabs', async () => {
    const { api } = open({ ...signedIn(makeUser()), ...statementRoutes() });
    expect(await screen.findByRole('tablist', { name: 'Meses do extrato' })).toBeDefined();
    expect(api.calls.some((c) => c.path === '/billing-statement/monthly-totals')).toBe(true);
    expect(document.title).toBe('Extrato | Box');
  });

  it('sends a visitor without a session to the login', async () => {
    const { assign } = open(signedOut());
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/entrar?redirect=%2Fextrato'));
  });

  it('tells the shell when the statement call answers 401', async () => {
    open({
      ...signedIn(makeUser()),
      ...statementRoutes({ 'GET /billing-statement/monthly-totals': unauthorized() }),
    });
    expect(await screen.findByText('Sua sessão expirou.')).toBeDefined();
  });
});

import { DEMO_HASH, makeOrderTracking, makePublicOrderTracking, shipmentAtStep } from '@box/tracking/testing';
import { reply } from '@box/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, signedIn, signedOut } from '../test-support/fakeApi';
import { openApp } from '../test-support/openApp';

// The real tracking widgets as the host mounts them: only the network is fake (invented data).
const open = openApp;

describe('order tracking pages', () => {
  it('shows a signed-in shipper the order by its OS number, sharing a link on this origin', async () => {
    const { api } = open('/pedidos/acompanhe/51234', {
      ...signedIn(makeUser()),
      'GET /orders/51234/tracking': makeOrderTracking(),
    });
    expect(await screen.findByText('OS 51234')).toBeDefined();
    expect(api.calls.some((c) => c.path === '/orders/51234/tracking')).toBe(true);
    expect(document.title).toBe('Rastreamento da Ordem de Serviço | Box');

    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await userEvent.click(screen.getByRole('button', { name: /Compartilhar o link/ }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/r/pub-51234`);
  });

  it('opens the public link /r/{token} without a session and without sending anyone to the login', async () => {
    const { api, assign } = open('/r/pub-51234', {
      ...signedOut(),
      'GET /orders/public/pub-51234/tracking': makePublicOrderTracking(),
    });
    expect(await screen.findByText('OS 51234')).toBeDefined();
    expect(api.calls.some((c) => c.path === '/orders/public/pub-51234/tracking')).toBe(true);
    expect(assign).not.toHaveBeenCalled();
    // An anonymous visitor's layout (SPEC §2): the WhatsApp contact and the help launcher.
    expect(screen.getByRole('link', { name: 'Falar pelo WhatsApp' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Preciso de ajuda' })).toBeDefined();
  });

  it("moves a signed-in shipper from the public link of the customer's own order to its signed-in page", async () => {
    open('/r/pub-51234', {
      ...signedIn(makeUser()),
      'GET /orders/public/pub-51234/tracking': makePublicOrderTracking(),
      'GET /orders/51234/tracking': makeOrderTracking(),
    });
    await waitFor(() => expect(window.location.pathname).toBe('/pedidos/acompanhe/51234'));
    // The full layout (SPEC §2): sharing, and no WhatsApp contact.
    expect(await screen.findByRole('button', { name: /Compartilhar o link/ })).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Falar pelo WhatsApp' })).toBeNull();
  });

  it("leaves a signed-in user on the public page of another customer's order", async () => {
    const { api } = open('/r/pub-51234', {
      ...signedIn(makeUser()),
      'GET /orders/public/pub-51234/tracking': makePublicOrderTracking(),
      'GET /orders/51234/tracking': reply({
        status: 404,
        body: { code: 'not_found', message: 'OS não encontrada' },
      }),
    });
    await waitFor(() => expect(api.calls.some((c) => c.path === '/orders/51234/tracking')).toBe(true));
    expect(await screen.findByText('OS 51234')).toBeDefined();
    expect(window.location.pathname).toBe('/r/pub-51234');
    expect(screen.getByRole('link', { name: 'Falar pelo WhatsApp' })).toBeDefined();
  });

  it('sends a visitor without a session from the signed-in order page to the login', async () => {
    const { assign } = open('/pedidos/acompanhe/51234', signedOut());
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/entrar?redirect=%2Fpedidos%2Facompanhe%2F51234'),
    );
  });
});

describe('shipment tracking pages', () => {
  it('gives a recipient without a session the WhatsApp contact and no way back', async () => {
    const { assign } = open(`/rr/${DEMO_HASH}`, {
      ...signedOut(),
      [`GET /shipments/by-hash/${DEMO_HASH}/tracking`]: shipmentAtStep(2),
    });
    expect(await screen.findByRole('link', { name: 'Falar pelo WhatsApp' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Voltar' })).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    expect(document.title).toBe('Rastreamento da Remessa | Box');
  });

  const BY_DFE = 'GET /shipments/by-dfe/35260424681357000140550010008800011687279323/tracking';
  const BY_DFE_PATH = '/rrp/3154/35260424681357000140550010008800011687279323';

  it('gives a signed-in shipper the full layout and goes back to monitoring when the tab has no history', async () => {
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(1);
    open(BY_DFE_PATH, { ...signedIn(makeUser()), [BY_DFE]: shipmentAtStep(2) });
    const back = await screen.findByRole('button', { name: 'Voltar' });
    expect(screen.queryByRole('link', { name: 'Falar pelo WhatsApp' })).toBeNull();
    await userEvent.click(back);
    await vi.waitFor(() => expect(window.location.pathname).toBe('/pedidos/monitoramento'));
  });

  it("takes '< Voltar' back in the tab's history when there is one", async () => {
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(3);
    const historyBack = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    open(BY_DFE_PATH, { ...signedIn(makeUser()), [BY_DFE]: shipmentAtStep(2) });
    await userEvent.click(await screen.findByRole('button', { name: 'Voltar' }));
    expect(historyBack).toHaveBeenCalledTimes(1);
  });
});

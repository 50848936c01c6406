import type { ProofOfDelivery } from '@box/core/schemas';
import { screen } from '@testing-library/react';
import { makeUser, signedIn, signedOut } from '../test-support/fakeApi';
import { openApp } from '../test-support/openApp';

// The real proof widget as the host mounts it: only the network is fake. Invented data.
const pod: ProofOfDelivery = {
  hashId: 'K3X9',
  brainOrderId: null,
  orderId: 100_123,
  barcode: 'PED-1',
  type: 'SUCCEEDED',
  address: 'Avenida Paulista, 1578 - Bela Vista, São Paulo - SP',
  timeFinish: '2026-11-20T13:42:00.000Z',
  itemsCount: 2,
  driverName: 'Carlos Souza (demonstração)',
  driverVehiclePlate: 'ABC1D23',
  recipientSignature: null,
  recipientName: 'Mariana Lima',
  recipientIdentifier: 'RG 12345678',
  recipientSignatureTime: '2026-11-20T13:40:00.000Z',
  statusMessage: 'Entregue ao destinatário',
  notes: null,
  statusType: 'success',
  latAddress: -23.56168,
  lngAddress: -46.65598,
  latSignature: null,
  lngSignature: null,
  pictures: [],
  sefaz: null,
};

const open = openApp;

describe('proof of delivery pages', () => {
  it('shows a public proof to a visitor without a session, without the e-mail box', async () => {
    const { api, assign } = open('/comprovantes/publico/tok-123', {
      ...signedOut(),
      'GET /pods/public/tok-123': pod,
    });
    expect(await screen.findByRole('heading', { name: 'Comprovante de Entrega', level: 2 })).toBeDefined();
    expect(screen.queryByRole('textbox', { name: /e-mail/i })).toBeNull();
    expect(api.calls.some((c) => c.path === '/pods/public/tok-123')).toBe(true);
    expect(assign).not.toHaveBeenCalled();
    expect(document.title).toBe('Comprovante de Entrega | Box');
  });

  it('shows a signed-in shipper the proof by id with its e-mail box and the success alert of the query', async () => {
    const { api } = open('/comprovantes/77?alert-status=success', {
      ...signedIn(makeUser()),
      'GET /pods/77': pod,
    });
    expect(await screen.findByRole('heading', { name: 'Comprovante #K3X9' })).toBeDefined();
    expect(screen.getByText('Solicitação enviada, dados atualizados com sucesso!')).toBeDefined();
    expect(screen.getByRole('textbox', { name: /e-mail/i })).toBeDefined();
    expect(api.calls.some((c) => c.path === '/pods/77')).toBe(true);
  });

  it('sends a visitor without a session from the signed-in proof to the login', async () => {
    const { assign } = open('/comprovantes/77', signedOut());
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/entrar?redirect=%2Fcomprovantes%2F77'));
  });
});

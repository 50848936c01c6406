import { REQUEST_MESSAGES } from '@box/core/errors';
import { renderWidget, reply } from '@box/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { makeOrderTracking } from '../fixtures/orderTracking';
import { OrderTracking } from '../OrderTracking';

const SIGNED_IN = 'GET /orders/:id/tracking';
const EDIT = 'Editar destinatários do pedido PED-1001';
const saved = {
  recipients: [
    { email: 'cliente@example.com', phone: null },
    { email: 'novo@example.com', phone: null },
  ],
  token: 'rr-1001',
  shipmentId: 'sh-1001',
  anonymousURL: '/rr/rr-1001',
};

async function addRecipient(user: ReturnType<typeof renderWidget>['user']) {
  await user.click(await screen.findByRole('button', { name: EDIT }));
  const dialog = await screen.findByRole('dialog', { name: 'Rastreio da mercadoria' });
  const field = within(dialog).getByLabelText('Novo destinatário (e-mail ou telefone com DDD)');
  await user.type(field, 'novo@example.com{Enter}');
  await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
  return dialog;
}

describe('saving tracking recipients (signed-in order tracking)', () => {
  it("confirms a save with 'Solicitação enviada, dados atualizados com sucesso!' once the dialog closes", async () => {
    const { user } = renderWidget(<OrderTracking orderId={51234} />, {
      api: { [SIGNED_IN]: makeOrderTracking(), 'POST /shipments/trackings': saved },
    });
    await addRecipient(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(REQUEST_MESSAGES.success).toBe('Solicitação enviada, dados atualizados com sucesso!');
    const confirmation = (await screen.findByText(REQUEST_MESSAGES.success)).closest('[role="status"]');
    if (!(confirmation instanceof HTMLElement)) throw new Error('the confirmation is no status region');
    await user.click(within(confirmation).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByText(REQUEST_MESSAGES.success)).toBeNull();
  });

  it('confirms nothing when saving fails (the dialog says so) or nothing changed', async () => {
    const { user } = renderWidget(<OrderTracking orderId={51234} />, {
      api: {
        [SIGNED_IN]: makeOrderTracking(),
        'POST /shipments/trackings': reply({ status: 500, body: { code: 'internal', message: 'x' } }),
      },
    });
    const dialog = await addRecipient(user);
    expect(await within(dialog).findByText('Não foi possível salvar os destinatários.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    await user.click(screen.getByRole('button', { name: EDIT }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Adicionar' }));
    expect(screen.queryByText(REQUEST_MESSAGES.success)).toBeNull();
  });
});

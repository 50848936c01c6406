import { renderWidget } from '@box/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { SAMPLE_RETAILERS } from '../fixtures';
import { sampleKey } from '../integrations/fixtures';
import { RegisteredAccounts } from './RegisteredAccounts';

const OTHER_KEY = sampleKey({ id: 40, name: 'ERP da Outra Loja', prefix: 'box_sk_Ot40' });

function renderAccounts() {
  return renderWidget(<RegisteredAccounts />, {
    api: {
      'GET /retailers': SAMPLE_RETAILERS,
      'GET /integrations/api-keys': { keys: [OTHER_KEY] },
      'GET /integrations/webhooks': { endpoints: [] },
      'POST /integrations/api-keys': {
        key: sampleKey({ id: 41, name: 'Nova', prefix: 'box_sk_Nv41' }),
        secret: 'box_sk_Nv41-segredo',
      },
      'DELETE /integrations/api-keys/:id': { ok: true },
    },
  });
}

describe("the super admin's 'Integrações' of another account", () => {
  it("manages that account's keys: every call names its customerId", async () => {
    const { user, calls } = renderAccounts();
    await screen.findByRole('table', { name: 'Contas cadastradas (varejistas)' });
    await user.click(screen.getByRole('button', { name: 'Integrações de Outra Loja (demonstração)' }));

    expect(
      await screen.findByRole('heading', { name: 'Integrações de Outra Loja (demonstração)' }),
    ).toBeTruthy();
    const keys = await screen.findByRole('table', { name: 'Chaves de API' });
    expect(within(keys).getByText('ERP da Outra Loja')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Contas cadastradas (varejistas)' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Criar chave' }));
    const form = await screen.findByRole('dialog', { name: 'Criar chave de API' });
    await user.type(within(form).getByLabelText(/^Nome da chave/), 'Nova');
    await user.click(within(form).getByRole('checkbox', { name: /Consultar o extrato/ }));
    await user.click(within(form).getByRole('button', { name: 'Criar chave' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Chave de API criada' })).getByRole('button', {
        name: 'Já copiei',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Revogar a chave ERP da Outra Loja' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Revogar chave de API' })).getByRole('button', {
        name: 'Revogar chave',
      }),
    );
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));

    const integrationCalls = calls.filter((c) => c.path.startsWith('/integrations'));
    expect(integrationCalls.map((c) => `${c.method} ${c.path}`)).toEqual(
      expect.arrayContaining([
        'GET /integrations/api-keys',
        'GET /integrations/webhooks',
        'POST /integrations/api-keys',
        'DELETE /integrations/api-keys/40',
      ]),
    );
    for (const call of integrationCalls) {
      if (call.method === 'POST')
        expect(call.body).toEqual({ name: 'Nova', scopes: ['billing:read'], customerId: 5100 });
      else expect(call.query).toEqual({ customerId: '5100' });
    }
  });

  it('goes back to the list, focus on the button that opened the integrations', async () => {
    const { user } = renderAccounts();
    await screen.findByRole('table', { name: 'Contas cadastradas (varejistas)' });
    await user.click(screen.getByRole('button', { name: 'Integrações de Mercado Bom Preço (demonstração)' }));
    const back = await screen.findByRole('button', { name: 'Voltar para as contas' });
    expect(document.activeElement).toBe(back);
    await user.click(back);
    const opener = await screen.findByRole('button', {
      name: 'Integrações de Mercado Bom Preço (demonstração)',
    });
    expect(document.activeElement).toBe(opener);
    expect(screen.queryByRole('heading', { name: /^Integrações de/ })).toBeNull();
  });
});

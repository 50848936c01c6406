import type { Customer } from '@box/core/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, signedIn } from '../test-support/fakeApi';
import { openApp } from '../test-support/openApp';
import { quietFrameLoading } from '../test-support/quietFrames';

// The real account and finance widgets as the host mounts them: only the network is fake. Invented data.
const retailers: Customer[] = [
  {
    id: 3154,
    razao_social: 'Mercado Exemplo Ltda',
    nickname: 'Mercado',
    cnpj: null,
    finances_responsible: null,
    billing_address: null,
  },
  {
    id: 5100,
    razao_social: 'Outra Loja Ltda',
    nickname: 'Outra Loja',
    cnpj: null,
    finances_responsible: null,
    billing_address: null,
  },
];

const financeOnFile = {
  cnpj: '12345678000195',
  razao_social: 'Mercado Exemplo Ltda',
  billing_address: { postal_code: '01310100', number: '1578', complement: null },
  finances_responsible: {
    name: 'Ana Souza',
    email: 'fin@mercado.example',
    phone: '(11) 3456-7890',
    phone_branch: null,
  },
};

const open = openApp;

describe('/perfil', () => {
  it("shows the person's settings and, for a shipper's staff, the account's finance info on file", async () => {
    const { api } = open('/perfil', {
      ...signedIn(makeUser()),
      'GET /customers/finance-info': financeOnFile,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Preferências do usuário' })).toBeDefined();
    expect(await screen.findByRole('checkbox', { name: /status das solicitações/ })).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Alterar senha' })).toBeDefined();
    expect(await screen.findByDisplayValue('12.345.678/0001-95')).toBeDefined();
    expect(api.calls.some((c) => c.path === '/customers/finance-info')).toBe(true);
    expect(document.title).toBe('Preferências do usuário | Box');
  });

  it('leaves the finance info out for a driver, who may not change it', async () => {
    const { api } = open('/perfil', signedIn(makeUser({ roleId: 3 })));
    expect(await screen.findByRole('checkbox', { name: /status das solicitações/ })).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Dados financeiros da empresa' })).toBeNull();
    expect(api.calls.some((c) => c.path === '/customers/finance-info')).toBe(false);
  });
});

describe('/contas-cadastradas', () => {
  it("lists the retailers for the super admin and follows a row's link through the router", async () => {
    quietFrameLoading();
    open('/contas-cadastradas', {
      ...signedIn(makeUser({ roleId: 1, customerId: 0 })),
      'GET /retailers': retailers,
    });
    const table = await screen.findByRole('table', { name: 'Contas cadastradas (varejistas)' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await userEvent.click(screen.getByRole('link', { name: 'Usuários de Outra Loja' }));
    expect(window.location.pathname).toBe('/admin/varejistas/5100/usuarios');
    expect(await screen.findByTitle('Usuários do varejista')).toBeDefined();
  });

  it('sends anyone else to /not-found without asking for the list', async () => {
    const { api } = open('/contas-cadastradas', { ...signedIn(makeUser()), 'GET /retailers': retailers });
    await vi.waitFor(() => expect(window.location.pathname).toBe('/not-found'));
    expect(api.calls.some((c) => c.path === '/retailers')).toBe(false);
  });
});

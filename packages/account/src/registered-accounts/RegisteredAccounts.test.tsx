import { type FakeRoutes, renderWidget, reply } from '@box/ui/testing';
import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { SAMPLE_RETAILERS } from '../fixtures';
import { RegisteredAccounts } from './RegisteredAccounts';

function renderAccounts(answer: FakeRoutes[string] = SAMPLE_RETAILERS) {
  const onNavigate = vi.fn();
  const result = renderWidget(<RegisteredAccounts onNavigate={onNavigate} />, {
    api: { 'GET /retailers': answer },
  });
  return { ...result, onNavigate };
}

const table = () => screen.findByRole('table', { name: 'Contas cadastradas (varejistas)' });
const bodyRows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);

describe('RegisteredAccounts', () => {
  it('lists every retailer with id, razão social, nickname and links to its users and receipts', async () => {
    renderAccounts();
    const rows = bodyRows(await table());
    expect(rows).toHaveLength(5);
    const mercado = rows[1]!;
    expect(within(mercado).getByText('3154')).toBeTruthy();
    expect(within(mercado).getByText('Mercado Bom Preço Comércio Ltda (demonstração)')).toBeTruthy();
    expect(
      within(mercado)
        .getByRole('link', { name: 'Usuários de Mercado Bom Preço (demonstração)' })
        .getAttribute('href'),
    ).toBe('/admin/varejistas/3154/usuarios');
    expect(
      within(mercado)
        .getByRole('link', { name: 'Comprovantes de Mercado Bom Preço (demonstração)' })
        .getAttribute('href'),
    ).toBe('/admin/varejistas/3154/comprovantes');
    expect(screen.getByText('5 contas')).toBeTruthy();
  });

  it('asks the host to navigate on a plain click, and leaves a modified click to the browser', async () => {
    const { user, onNavigate } = renderAccounts();
    await table();
    await user.click(screen.getByRole('link', { name: 'Usuários de Outra Loja (demonstração)' }));
    expect(onNavigate).toHaveBeenLastCalledWith('/admin/varejistas/5100/usuarios');
    await user.click(screen.getByRole('link', { name: 'Cadastrar nova conta' }));
    expect(onNavigate).toHaveBeenLastCalledWith('/admin/varejistas/novo');
    onNavigate.mockClear();
    const link = screen.getByRole('link', { name: 'Comprovantes de Outra Loja (demonstração)' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('narrows the list by id, razão social or nickname, and says when nothing matches', async () => {
    const { user } = renderAccounts();
    await table();
    const search = screen.getByRole('searchbox', { name: 'Buscar por ID, razão social ou apelido' });
    await user.type(search, 'loja');
    expect(bodyRows(await table()).map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      '4200',
      '4201',
      '5100',
    ]);
    expect(screen.getByText('3 de 5 contas')).toBeTruthy();
    await user.clear(search);
    await user.type(search, 'nenhuma');
    expect(screen.getByText('Nenhuma conta encontrada para “nenhuma”.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows an empty list with the way to register the first account', async () => {
    renderAccounts([]);
    expect(await screen.findByText('Nenhuma conta cadastrada.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cadastrar nova conta' })).toBeTruthy();
  });

  it('offers a retry when the list fails to load', async () => {
    let attempts = 0;
    const { user } = renderAccounts(() => {
      attempts += 1;
      return attempts === 1
        ? reply({ status: 500, body: { code: 'internal', message: 'x' } })
        : SAMPLE_RETAILERS;
    });
    expect(await screen.findByText('Não foi possível carregar as contas cadastradas')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Tente novamente' }));
    expect(bodyRows(await table())).toHaveLength(5);
  });

  it('tells anyone but the super admin that the list is restricted (403), without a retry', async () => {
    renderAccounts(reply({ status: 403, body: { code: 'forbidden', message: 'x' } }));
    expect(await screen.findByText('Acesso restrito')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tente novamente' })).toBeNull();
  });
});

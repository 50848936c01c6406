import { type FakeRoutes, renderWidget, reply } from '@box/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { FinanceInfoForm } from './FinanceInfoForm';
import { FinanceInfoModal } from './FinanceInfoModal';

type User = ReturnType<typeof userEvent.setup>;

const field = (name: string | RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Salvar dados' });

/** Types a complete, valid form (masks typed by the user as bare digits). */
async function fillValid(user: User) {
  await user.type(field(/^CNPJ/), '12345678000195');
  await user.type(field(/^Razão social/), 'Mercado Exemplo Ltda');
  await user.type(field(/^CEP/), '01310100');
  await user.type(field(/^Número/), '1578');
  await user.type(field(/^Complemento/), 'Sala 4');
  await user.type(field(/^Nome/), 'Ana Souza');
  await user.type(field(/^E-mail/), 'fin@mercado.example');
  await user.type(screen.getByRole('textbox', { name: /^Telefone/ }), '11934567890');
}

const expectedBody = {
  cnpj: '12.345.678/0001-95',
  razao_social: 'Mercado Exemplo Ltda',
  billing_address: { cep: '01310-100', number: '1578', complement: 'Sala 4' },
  contacts: [
    {
      responsible: 'Financeiro',
      name: 'Ana Souza',
      email: 'fin@mercado.example',
      phone: '(11) 93456-7890',
      phone_branch: null,
      department: 'Financeiro',
    },
  ],
  billing_email: 'fin@mercado.example',
};

function renderForm(patch: FakeRoutes[string] = { ok: true }) {
  const onSaved = vi.fn();
  const result = renderWidget(<FinanceInfoForm onSaved={onSaved} />, { api: { 'PATCH /customers': patch } });
  return { ...result, onSaved };
}

describe('FinanceInfoForm', () => {
  it('marks every required field but the complement and branch, sends nothing and focuses the first', async () => {
    const { user, calls, onSaved } = renderForm();
    await user.click(save());
    const invalid = screen
      .getAllByRole('textbox')
      .filter((input) => input.getAttribute('aria-invalid') === 'true')
      .map((input) => input.getAttribute('name'));
    expect(invalid).toEqual([
      'cnpj',
      'razaoSocial',
      'postalCode',
      'number',
      'responsibleName',
      'email',
      'phone',
    ]);
    expect(field(/^Complemento/).getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(field(/^CNPJ/));
    expect(screen.getAllByText('Campo obrigatório.')).toHaveLength(7);
    expect(calls).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('masks CNPJ, CEP and both phone lengths as they are typed', async () => {
    const { user } = renderForm();
    await user.type(field(/^CNPJ/), '12345678000195999');
    expect(field(/^CNPJ/).value).toBe('12.345.678/0001-95');
    await user.type(field(/^CEP/), '0131010099');
    expect(field(/^CEP/).value).toBe('01310-100');
    const phone = screen.getByRole('textbox', { name: /^Telefone/ }) as HTMLInputElement;
    await user.type(phone, '1134567890');
    expect(phone.value).toBe('(11) 3456-7890');
    await user.type(phone, '1');
    expect(phone.value).toBe('(11) 34567-8901');
  });

  it('explains each invalid value and clears a message once its field is fixed', async () => {
    const { user, calls } = renderForm();
    await fillValid(user);
    await user.clear(field(/^CNPJ/));
    await user.type(field(/^CNPJ/), '12345678000190');
    await user.clear(field(/^CEP/));
    await user.type(field(/^CEP/), '0131');
    await user.clear(field(/^E-mail/));
    await user.type(field(/^E-mail/), 'financeiro');
    const phone = screen.getByRole('textbox', { name: /^Telefone/ });
    await user.clear(phone);
    await user.type(phone, '113456789');
    await user.click(save());

    const messageOf = (input: HTMLElement) =>
      document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(messageOf(field(/^CNPJ/))).toBe('CNPJ inválido.');
    expect(messageOf(field(/^CEP/))).toBe('O CEP deve ter 8 dígitos.');
    expect(messageOf(field(/^E-mail/))).toMatch(/inválido/i);
    expect(messageOf(phone)).toBe('Telefone inválido.');
    expect(calls).toEqual([]);

    await user.clear(field(/^CNPJ/));
    await user.type(field(/^CNPJ/), '12345678000195');
    expect(field(/^CNPJ/).getAttribute('aria-invalid')).toBeNull();
    expect(field(/^CEP/).getAttribute('aria-invalid')).toBe('true');
  });

  it('sends PATCH /customers with the finance contact and the billing e-mail, then reports it saved', async () => {
    const { user, calls, onSaved } = renderForm();
    await fillValid(user);
    await user.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(calls).toEqual([
      expect.objectContaining({ method: 'PATCH', path: '/customers', body: expectedBody }),
    ]);
    expect(screen.getByRole('status').textContent).toContain(
      'Solicitação enviada, dados atualizados com sucesso!',
    );
  });

  it('keeps the save button busy while the call runs, so it is not sent twice', async () => {
    const { user, calls } = renderForm(reply({ body: { ok: true }, delay: 'never' }));
    await fillValid(user);
    await user.click(save());
    expect(save().getAttribute('aria-busy')).toBe('true');
    expect((save() as HTMLButtonElement).disabled).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it("shows 'Erro de validação' when the server answers validation_error", async () => {
    const { user, onSaved } = renderForm(
      reply({
        status: 400,
        body: {
          code: 'validation_error',
          message: 'Dados inválidos',
          reasons: [{ field: 'cnpj', message: 'CNPJ inválido.' }],
        },
      }),
    );
    await fillValid(user);
    await user.click(save());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Erro de validação');
    expect(alert.textContent).toContain(
      'Houve um problema no preenchimento dos campos. Por favor verifique seus dados e tente novamente.',
    );
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("shows 'Erro na atualização dos dados' for any other failure, and lets the user try again", async () => {
    let attempt = 0;
    const { user, onSaved, calls } = renderForm(() =>
      ++attempt === 1 ? reply({ status: 500, body: { code: 'internal_error', message: 'x' } }) : { ok: true },
    );
    await fillValid(user);
    await user.click(save());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Erro na atualização dos dados');
    expect(alert.textContent).toContain(
      'Houve um problema ao atualizar seus dados. Por favor tente novamente dentro de alguns instantes.',
    );
    await user.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells the host when the session expired', async () => {
    const onSessionExpired = vi.fn();
    const { user } = renderWidget(<FinanceInfoForm onSessionExpired={onSessionExpired} />, {
      api: { 'PATCH /customers': reply({ status: 401, body: { code: 'unauthenticated', message: 'x' } }) },
    });
    await fillValid(user);
    await user.click(save());
    expect((await screen.findByRole('alert')).textContent).toContain('Sua sessão expirou.');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('starts from the values it is given, masked', () => {
    renderWidget(<FinanceInfoForm initial={{ cnpj: '12345678000195', phone: '11934567890' }} />);
    expect(field(/^CNPJ/).value).toBe('12.345.678/0001-95');
    expect((screen.getByRole('textbox', { name: /^Telefone/ }) as HTMLInputElement).value).toBe(
      '(11) 93456-7890',
    );
  });
});

describe('FinanceInfoModal', () => {
  /** What a customer that never filled the form has on file: the CNPJ and razão social of its sign-up. */
  const signUpOnly = {
    cnpj: '12345678000195',
    razao_social: 'Mercado Exemplo Ltda',
    billing_address: null,
    finances_responsible: null,
  };

  function renderModal(open = true, props: { loadCurrent?: boolean } = {}) {
    const onClose = vi.fn();
    const onSaved = vi.fn();
    const result = renderWidget(
      <FinanceInfoModal open={open} onClose={onClose} onSaved={onSaved} {...props} />,
      { api: { 'GET /customers/finance-info': signUpOnly, 'PATCH /customers': { ok: true } } },
    );
    return { ...result, onClose, onSaved };
  }

  it('renders nothing while closed, and asks nothing', () => {
    const { calls } = renderModal(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('is a dialog with the form; Cancelar and Esc close it', async () => {
    const { user, onClose } = renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Dados financeiros' });
    expect(await within(dialog).findByRole('form', { name: 'Dados financeiros da empresa' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('starts from what the account has on file, at the first field still empty (issue 14 item 14)', async () => {
    const { user, onSaved, onClose, calls } = renderModal();
    await waitFor(() => expect(field(/^CNPJ/).value).toBe('12.345.678/0001-95'));
    expect(field(/^Razão social/).value).toBe('Mercado Exemplo Ltda');
    expect(document.activeElement).toBe(field(/^CEP/));
    await user.type(field(/^CEP/), '01310100');
    await user.type(field(/^Número/), '1578');
    await user.type(field(/^Complemento/), 'Sala 4');
    await user.type(field(/^Nome/), 'Ana Souza');
    await user.type(field(/^E-mail/), 'fin@mercado.example');
    await user.type(screen.getByRole('textbox', { name: /^Telefone/ }), '11934567890');
    await user.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual(expectedBody);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('starts empty with loadCurrent={false}, focused on the CNPJ, and asks nothing', async () => {
    const { user, onSaved, calls } = renderModal(true, { loadCurrent: false });
    expect(document.activeElement).toBe(field(/^CNPJ/));
    await fillValid(user);
    await user.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(calls.map((c) => c.method)).toEqual(['PATCH']);
  });
});

describe('FinanceInfoForm with loadCurrent (the profile)', () => {
  const onFile = {
    cnpj: '12345678000195',
    razao_social: 'Mercado Exemplo Ltda (demonstração)',
    billing_address: { postal_code: '01310100', number: '1578', complement: null },
    finances_responsible: {
      name: 'Ana Souza',
      email: 'fin@mercado.example',
      phone: '(11) 93456-7890',
      phone_branch: null,
    },
  };

  it('starts from what the account has on file, masked, and saves it back', async () => {
    const onSaved = vi.fn();
    const { user, calls } = renderWidget(<FinanceInfoForm loadCurrent onSaved={onSaved} />, {
      api: { 'GET /customers/finance-info': onFile, 'PATCH /customers': { ok: true } },
    });
    expect(screen.getByText('Carregando os dados financeiros')).toBeTruthy();
    await waitFor(() => expect(field(/^CNPJ/).value).toBe('12.345.678/0001-95'));
    expect(field(/^CEP/).value).toBe('01310-100');
    expect(field(/^Razão social/).value).toBe('Mercado Exemplo Ltda (demonstração)');
    await user.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /customers/finance-info',
      'PATCH /customers',
    ]);
    expect(calls[1]?.body).toMatchObject({
      cnpj: '12.345.678/0001-95',
      billing_address: { cep: '01310-100' },
    });
  });

  it('opens the empty form with a notice when the account data cannot be loaded', async () => {
    renderWidget(<FinanceInfoForm loadCurrent />, {
      api: {
        'GET /customers/finance-info': reply({ status: 500, body: { code: 'internal', message: 'x' } }),
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Não foi possível carregar os dados financeiros já cadastrados.',
    );
    expect(field(/^CNPJ/).value).toBe('');
  });

  it('does not ask the server without loadCurrent', () => {
    const { calls } = renderWidget(<FinanceInfoForm />, { api: {} });
    expect(calls).toEqual([]);
    expect(field(/^CNPJ/).value).toBe('');
  });
});

import { FEATURE_FISCAL_DOCUMENTS_UPLOAD, FEATURE_SHIPMENT_TRACKING_SHARING } from '@box/core/catalogues';
import { renderWidget, reply } from '@box/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OPEN_CONFIG } from './fixtures/environment';
import { accessKeyFor } from './fixtures/places';
import { step1Routes } from './fixtures/routes';
import { Step1Harness, type Step1HarnessProps } from './fixtures/Step1Harness';
import type { MerchandiseStore } from './merchandiseSlice';

function renderStep(props: Step1HarnessProps = {}, routes = step1Routes()) {
  let merchandise: MerchandiseStore | null = null;
  const result = renderWidget(
    <Step1Harness
      {...props}
      onReady={(parts) => {
        merchandise = parts.merchandise;
      }}
    />,
    { api: routes },
  );
  return { ...result, slice: () => merchandise as unknown as MerchandiseStore };
}

const codeField = () => screen.getByRole('textbox', { name: /Chave de acesso da NF-e\/CT-e/ });
const table = () => screen.getByRole('table', { name: 'Mercadorias cadastradas' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

function paste(target: HTMLElement, text: string) {
  fireEvent.paste(target, { clipboardData: { getData: () => text } });
}

describe('MerchandiseStep', () => {
  it('adds a typed access key with Enter: loading row, then the document address', async () => {
    const { user, slice } = renderStep();
    await screen.findByRole('option', { name: /CD Barra Funda/ });
    await user.type(codeField(), `${accessKeyFor(321).toLowerCase()}{Enter}`);
    expect((codeField() as HTMLInputElement).value).toBe('');
    expect(bodyRows()[0]?.textContent).toContain('Consultando CT-e no SEFAZ');
    await slice().whenIdle();
    const row = await screen.findByText(/Avenida Paulista, 1578/);
    expect(row.closest('tr')?.textContent).toContain(accessKeyFor(321));
    expect(row.closest('tr')?.textContent).toContain('Mercado Bom Preço (demonstração)');
    expect(row.closest('tr')?.textContent).toContain('NF-e 321');
    expect(screen.getByText('Distância estimada:').textContent).toContain('km');
  });

  it('shows a refused code under the field with its §8 title and keeps it there', async () => {
    const { user } = renderStep();
    await user.type(codeField(), 'pão{Enter}');
    expect(
      screen.getByText(
        'Código inválido. O código deve conter apenas números, letras (não acentuadas) e/ou os caracteres: - * @ _',
      ),
    ).toBeTruthy();
    expect((codeField() as HTMLInputElement).value).toBe('PÃO');
    expect(codeField().getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a code already in the list, naming its position', async () => {
    const { user, slice } = renderStep();
    await user.type(codeField(), `${accessKeyFor(11)}{Enter}`);
    await user.type(codeField(), `${accessKeyFor(12)}{Enter}`);
    await user.type(codeField(), `${accessKeyFor(12)}{Enter}`);
    expect(screen.getByText('Código repetido. Este código já está na lista, na posição 2')).toBeTruthy();
    expect((codeField() as HTMLInputElement).value).toBe(accessKeyFor(12));
    await slice().whenIdle();
  });

  it('shows the row error with its §8 message and refresh', async () => {
    const { user, slice } = renderStep(
      {},
      step1Routes({
        'GET /fiscal-documents/:key': reply({ status: 502, body: { code: 'bad_gateway', message: 'x' } }),
      }),
    );
    await user.type(codeField(), `${accessKeyFor(5)}{Enter}`);
    await slice().whenIdle();
    const row = (await screen.findByText('Não foi possível consultar o SEFAZ')).closest('tr') as HTMLElement;
    expect(row.className).toContain('box-merch__row--error');
    expect(within(row).getByRole('button', { name: /Consultar novamente/ })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /Editar/ })).toBeNull();
    await user.click(within(row).getByRole('button', { name: /Remover/ }));
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('pastes a spreadsheet, collapses after 2 rows and expands with Ver mais', async () => {
    const { user, slice } = renderStep();
    paste(codeField(), 'P1\t01001000\t1\nP2\t01310100\t2\nP1\t01001000\t3\nP3\t04538133\t4\n');
    await slice().whenIdle();
    expect(await screen.findByText('3 mercadorias')).toBeTruthy();
    expect(bodyRows()).toHaveLength(2);
    expect(screen.getByText('Mostrando 2 de 3 mercadorias')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ver mais' }));
    expect(bodyRows().map((row) => row.querySelector('td')?.textContent)).toEqual(['1', '2', '3']);
    await user.click(screen.getByRole('button', { name: 'Ver menos' }));
    expect(bodyRows()).toHaveLength(2);
  });

  it('titles a pasted invalid code, and says a code is in use when an edit takes another row’s', async () => {
    const { user, slice } = renderStep();
    paste(codeField(), 'P1\t01001000\t1\nP2\t01310100\t2\nPÃO\t04538133\t4\n');
    await slice().whenIdle();
    // A row in error shows even while the list is collapsed (with all 3 rows in sight, nothing to expand).
    expect(screen.queryByRole('button', { name: 'Ver mais' })).toBeNull();
    const invalid = screen.getByText(
      'Código inválido. O código deve conter apenas números, letras (não acentuadas) e/ou os caracteres: - * @ _',
    );
    expect(invalid.closest('tr')?.className).toContain('box-merch__row--error');

    await user.click(screen.getByRole('button', { name: 'Editar P2' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar mercadoria' });
    const code = within(dialog).getByRole('textbox', { name: /Código da mercadoria/ });
    await user.clear(code);
    await user.type(code, 'p1');
    // Said as typed; saving waits for another code.
    expect(within(dialog).getByText('Código repetido. Este código já está em uso.')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(true);
    expect(slice().items.value.map((row) => row.id)).toEqual(['P1', 'P2', 'PÃO']);
  });

  it('refuses a super-batch paste for this account', () => {
    renderStep();
    paste(codeField(), Array.from({ length: 14 }, (_, i) => `c${i}`).join('\t'));
    expect(screen.getByRole('alert').textContent).toContain(
      'Cliente não autorizado a fazer solicitações em lote.',
    );
    // It is about the account, not what was typed: the field itself is not marked invalid.
    expect(codeField().getAttribute('aria-invalid')).not.toBe('true');
  });

  it('completes a code without address in the manual modal, by keyboard', async () => {
    const { user } = renderStep();
    await user.type(codeField(), 'ped-7{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Adicionar manualmente' });
    expect(
      (within(dialog).getByRole('textbox', { name: /Código da mercadoria/ }) as HTMLInputElement).value,
    ).toBe('PED-7');
    // The code is known: the CEP has the focus.
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: /CEP/ }));
    await user.keyboard('01310-100, 1578');
    const submit = within(dialog).getByRole('button', { name: 'Adicionar' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await within(dialog).findByText(/Avenida Paulista, 1578/);
    expect(submit.disabled).toBe(false);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodyRows()[0]?.textContent).toContain('PED-7');
    expect(bodyRows()[0]?.textContent).toContain('Avenida Paulista, 1578');
  });

  it('walks the two steps of the manual modal with Enter and Esc when sharing is on', async () => {
    const { user } = renderStep({ features: [FEATURE_SHIPMENT_TRACKING_SHARING] });
    await user.click(screen.getByRole('button', { name: 'Adicionar manualmente' }));
    const dialog = screen.getByRole('dialog', { name: 'Adicionar manualmente' });
    await user.keyboard('abc-1');
    expect(
      (within(dialog).getByRole('textbox', { name: /Código da mercadoria/ }) as HTMLInputElement).value,
    ).toBe('ABC-1');
    await user.click(within(dialog).getByRole('textbox', { name: /CEP/ }));
    await user.keyboard('01001000');
    await user.click(within(dialog).getByRole('textbox', { name: /Número/ }));
    await user.keyboard('12');
    await within(dialog).findByText(/Praça da Sé, 12/);
    await user.keyboard('{Enter}');
    expect(
      within(dialog).getByText('Rastreio da mercadoria').closest('li')?.getAttribute('aria-current'),
    ).toBe('step');
    await user.keyboard('bia@mercado.example{Enter}');
    expect(within(dialog).getByRole('button', { name: 'Remover bia@mercado.example' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(within(dialog).getByRole('textbox', { name: /Código da mercadoria/ })).toBeTruthy();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodyRows()[0]?.textContent).toContain('ABC-1');
    await user.click(screen.getByRole('button', { name: 'Adicionar manualmente' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when the CEP is unknown or the address incomplete', async () => {
    const { user } = renderStep();
    await user.click(screen.getByRole('button', { name: 'Adicionar manualmente' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('textbox', { name: /CEP/ }));
    await user.keyboard('99999999');
    expect(await within(dialog).findByText('O CEP procurado não foi encontrado.')).toBeTruthy();
    await user.clear(within(dialog).getByRole('textbox', { name: /CEP/ }));
    await user.keyboard('13960-000');
    expect(
      await within(dialog).findByText(
        'Endereço incompleto. Você pode optar por inserir o endereço completo ou CEP + número.',
      ),
    ).toBeTruthy();
    // A town-wide CEP asks for the street.
    expect(within(dialog).getByRole('textbox', { name: /Logradouro/ })).toBeTruthy();
  });

  it('tells a directory failure apart from an unknown CEP', async () => {
    const { user } = renderStep(
      {},
      step1Routes({
        'GET /locations': reply({ status: 502, body: { code: 'geocoder_unavailable', message: 'x' } }),
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Adicionar manualmente' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('textbox', { name: /CEP/ }));
    await user.keyboard('01310100');
    expect(
      await within(dialog).findByText('Não foi possível consultar o CEP agora. Tente novamente.'),
    ).toBeTruthy();
    expect(within(dialog).queryByText('O CEP procurado não foi encontrado.')).toBeNull();
  });

  it('edits the time window of a row, refusing an end before the start', async () => {
    const { user, slice } = renderStep();
    paste(codeField(), 'P1\t01001000\t1\nP2\t01001000\t2');
    await slice().whenIdle();
    await user.click(
      screen.getAllByRole('button', { name: 'Definir horário: Sem horário' })[0] as HTMLElement,
    );
    const dialog = screen.getByRole('dialog', { name: 'Horário de atendimento' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.type(within(dialog).getByRole('textbox', { name: /Início/ }), '1400');
    await user.type(within(dialog).getByRole('textbox', { name: /Fim/ }), '0930');
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'O horário final do agendamento deve ser após o inicial',
    );
    expect(confirm.disabled).toBe(true);
    await user.clear(within(dialog).getByRole('textbox', { name: /Fim/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Fim/ }), '18');
    await user.tab();
    expect((within(dialog).getByRole('textbox', { name: /Fim/ }) as HTMLInputElement).value).toBe('18:00');
    expect(confirm.disabled).toBe(false);
    await user.click(confirm);
    expect(bodyRows()[0]?.textContent).toContain('14:00 às 18:00');
  });

  it('registers a warehouse, refusing a name in use', async () => {
    const { user, calls } = renderStep(
      {},
      step1Routes({
        'POST /customers/warehouses': (request) =>
          (request.body as { name: string }).name === 'Depósito Sul'
            ? reply({ status: 409, body: { code: 'warehouse_name_in_use', message: 'em uso' } })
            : { warehouse_id: 99 },
      }),
    );
    await screen.findByRole('option', { name: /CD Barra Funda/ });
    await user.click(screen.getByRole('button', { name: 'Cadastrar armazém' }));
    const dialog = screen.getByRole('dialog', { name: 'Cadastrar armazém' });
    const name = within(dialog).getByRole('textbox', { name: /Nome do armazém/ });
    await user.type(name, 'cd barra funda');
    expect(within(dialog).getByText('Este nome de armazém já existe. Tente outro.')).toBeTruthy();
    await user.clear(name);
    await user.type(name, 'Depósito Sul');
    await user.type(within(dialog).getByRole('textbox', { name: /CEP/ }), '04538-133');
    await user.type(within(dialog).getByRole('textbox', { name: /Número/ }), '3477');
    await within(dialog).findByText(/Avenida Brigadeiro Faria Lima, 3477/);
    await user.type(within(dialog).getByRole('textbox', { name: /Nome do responsável/ }), 'Rita Souza');
    await user.type(within(dialog).getByRole('textbox', { name: /Telefone/ }), '11987654321');
    await user.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));
    expect(await within(dialog).findByText('Este nome de armazém já existe. Tente outro.')).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({
      name: 'Depósito Sul',
      address: { cep: '04538-133', number: '3477', address: 'Avenida Brigadeiro Faria Lima' },
      phone: '(11) 98765-4321',
      responsible_name: 'Rita Souza',
    });
    await user.clear(name);
    await user.type(name, 'Depósito Leste');
    await user.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      calls.filter((call) => call.path === '/customers/warehouses' && call.method === 'GET'),
    ).toHaveLength(2);
  });

  it('adds a round trip back to the warehouse and edits it', async () => {
    const { user, slice } = renderStep({ features: ['feature:spots.round_trip'] });
    await screen.findByRole('option', { name: /CD Barra Funda/ });
    await user.click(screen.getByRole('checkbox', { name: /Adicionar retorno/ }));
    const panel = screen.getByRole('region', { name: 'Rota circular' });
    expect(within(panel).getByText(/Rua James Holland, 422/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Editar retorno' }));
    const dialog = screen.getByRole('dialog', { name: 'Endereço de retorno' });
    expect((within(dialog).getByRole('textbox', { name: 'Código' }) as HTMLInputElement).value).toBe(
      'ROTA-CIRCULAR',
    );
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(false);
    const cep = within(dialog).getByRole('textbox', { name: /CEP/ });
    await user.clear(cep);
    await user.type(cep, '01310-100, 900');
    // While the new address is looked up, Confirmar waits.
    expect(confirm.disabled).toBe(true);
    await within(dialog).findByText(/Avenida Paulista, 900/);
    await user.type(within(dialog).getByRole('textbox', { name: 'Observação' }), 'Doca 2');
    await user.click(confirm);
    expect(slice().roundTrip.value).toMatchObject({
      trackingCode: 'ROTA-CIRCULAR',
      address: { cep: '01310-100', number: '900', address: 'Avenida Paulista' },
      delivery_instructions: 'Doca 2',
    });
    expect(within(panel).getByText(/Avenida Paulista, 900/)).toBeTruthy();
  });

  it('disables adding for a blocked account', async () => {
    renderStep({ canAddMerchandise: false, features: [FEATURE_FISCAL_DOCUMENTS_UPLOAD] });
    expect((codeField() as HTMLInputElement).disabled).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Adicionar manualmente' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect((screen.getByRole('button', { name: 'Enviar XML' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cadastrar armazém' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('offers the XML upload only with the feature and the right to request routes', () => {
    const { unmount } = renderStep({ features: [FEATURE_FISCAL_DOCUMENTS_UPLOAD] });
    expect(screen.getByRole('button', { name: 'Enviar XML' })).toBeTruthy();
    unmount();
    const second = renderStep({
      features: [FEATURE_FISCAL_DOCUMENTS_UPLOAD],
      config: { ...OPEN_CONFIG, pode_solicitar_rotas: false },
    });
    expect(screen.queryByRole('button', { name: 'Enviar XML' })).toBeNull();
    expect(
      (screen.getByRole('button', { name: 'Adicionar manualmente' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    second.unmount();
    renderStep();
    expect(screen.queryByRole('button', { name: 'Enviar XML' })).toBeNull();
  });

  it('uploads XML files as rows and lists refused files', async () => {
    const { slice } = renderStep({ features: [FEATURE_FISCAL_DOCUMENTS_UPLOAD] });
    const input = screen.getByTestId('xml-upload-input') as HTMLInputElement;
    // As a browser does when the user picks "all files" in the dialog.
    fireEvent.change(input, {
      target: {
        files: [
          new File(['<nfeProc/>'], 'nota.xml', { type: 'text/xml' }),
          new File(['x'], 'foto.png', { type: 'image/png' }),
        ],
      },
    });
    await slice().whenIdle();
    expect(await screen.findByText(/foto.png/)).toBeTruthy();
    expect(screen.getByText(/Não é um arquivo XML/)).toBeTruthy();
    expect(bodyRows()[0]?.textContent).toContain(accessKeyFor(900));
  });

  it('opens the help modal', async () => {
    const { user } = renderStep();
    await user.click(screen.getByRole('button', { name: 'Como adicionar mercadorias' }));
    expect(screen.getByRole('dialog', { name: 'Como adicionar mercadorias' }).textContent).toContain('CEP');
  });
});

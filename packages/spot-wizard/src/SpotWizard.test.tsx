import { type FakeRequest, type FakeRoutes, renderWidget, reply } from '@box/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { SpotWizard, type SpotWizardProps } from './SpotWizard';
import { currentUser, NFE_KEY, priceEstimate, spotsConfig, wizardRoutes } from './wizard/fixtures';

type User = ReturnType<typeof userEvent.setup>;

const CODE_FIELD = 'Chave de acesso da NF-e/CT-e ou código da mercadoria';

function start(overrides: FakeRoutes = {}, props: SpotWizardProps = {}) {
  const onNavigate = vi.fn();
  const onOrderCreated = vi.fn();
  const view = renderWidget(
    <SpotWizard onNavigate={onNavigate} onOrderCreated={onOrderCreated} {...props} />,
    {
      api: wizardRoutes(overrides),
    },
  );
  return { ...view, onNavigate, onOrderCreated };
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const stepTitle = () => screen.getByRole('heading', { level: 2 }).textContent;
const subtitles = () =>
  Array.from(document.querySelectorAll('.box-stepper__subtitle'), (node) => node.textContent);

/** Step 1 as a user does it: the NF-e key typed and Enter, then wait for the row to be ready. */
async function addNfe(user: User) {
  const field = await screen.findByRole('textbox', { name: CODE_FIELD });
  await user.type(field, `${NFE_KEY}{Enter}`);
  await waitFor(() => expect(button('Próximo').disabled).toBe(false));
}

async function toVehicleStep(user: User) {
  await addNfe(user);
  await user.click(button('Próximo'));
  await screen.findByRole('radio', { name: /^Van/ });
}

async function toSummary(user: User, vehicle = /^Van/) {
  await toVehicleStep(user);
  await user.click(screen.getByRole('radio', { name: vehicle }));
  await user.click(button('Obter cotação'));
  await screen.findByText('R$ 198,15', { selector: '.box-summary__total-value' });
}

describe('SpotWizard', () => {
  it('places an order from merchandise to the success dialog, then goes to monitoring', async () => {
    const { user, calls, onNavigate, onOrderCreated } = start();
    await toSummary(user);
    expect(stepTitle()).toBe('Resumo do pedido');
    expect(subtitles()).toEqual(['1 nota cadastrada', 'Van', 'R$ 198,15']);

    await user.type(screen.getByRole('textbox', { name: 'Código externo (opcional)' }), 'PED-77');
    await user.click(button('Finalizar pedido'));
    const dialog = await screen.findByRole('dialog', { name: 'Solicitação concluída com sucesso!' });
    expect(onOrderCreated).toHaveBeenCalledWith({ id: 90412 });
    expect(onNavigate).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Ir para o monitoramento' }));
    expect(onNavigate).toHaveBeenCalledWith('/pedidos/monitoramento');

    const estimate = calls.find((c) => c.path === '/spot/estimate')?.body;
    expect(estimate).toMatchObject({
      vehicle: 'VAN',
      serviceType: 'DELIVERY',
      scheduledFor: null,
      calculateToll: true,
      loadingPlace: { id: 'warehouse-7', isCustomerWarehouse: true },
      places: [{ address: { postalCode: '01310100', number: '1578' } }],
    });
    const order = calls.find((c) => c.method === 'POST' && c.path === '/spots')?.body;
    expect(order).toMatchObject({
      externalId: 'PED-77',
      documents: [NFE_KEY],
      quote: {
        price: '198.15',
        tollPrice: '0.00',
        driverTollPrice: '0.00',
        distance: '6.40',
        quotationId: 'q-7f3a',
      },
      transportations: [{ shipments: [{ accessKey: NFE_KEY, document: 'NF-e' }] }],
    });
    // Once placed, there is no going back.
    expect(button('Voltar').disabled).toBe(true);
  });

  it('allows only the moves of SPEC §4 and resets what it leaves behind', async () => {
    const { user } = start();
    await screen.findByRole('textbox', { name: CODE_FIELD });
    expect(stepTitle()).toBe('Cadastrar mercadorias');
    expect(button('Próximo').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Voltar' })).toBeNull();
    await toSummary(user);
    await user.click(button('Voltar'));
    expect(stepTitle()).toBe('Escolher tipo de veículo');
    expect(subtitles()).toEqual(['1 nota cadastrada', 'Van', 'Nenhuma informação']);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2 }));
    await user.click(button('Voltar'));
    expect(stepTitle()).toBe('Cadastrar mercadorias');
    expect(subtitles()).toEqual(['1 nota cadastrada', 'Nenhum veículo selecionado', 'Nenhuma informação']);
    await user.click(button('Próximo'));
    expect((screen.getByRole('radio', { name: /^Van/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('keeps Obter cotação disabled until the truck has its weight and body type', async () => {
    const { user } = start();
    await toVehicleStep(user);
    expect(button('Obter cotação').disabled).toBe(true);
    await user.click(screen.getByRole('radio', { name: /^Truck/ }));
    // The NF-e's 87,4 kg came in as the total weight.
    expect((screen.getByRole('textbox', { name: /Peso total/ }) as HTMLInputElement).value).toBe('88');
    expect(button('Obter cotação').disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Baú' }));
    expect(button('Obter cotação').disabled).toBe(false);
    await user.clear(screen.getByRole('textbox', { name: /Peso total/ }));
    expect(button('Obter cotação').disabled).toBe(true);
  });

  it('offers recalculating when the estimate fails', async () => {
    let attempts = 0;
    const { user, calls } = start({
      'POST /spot/estimate': () =>
        ++attempts === 1 ? reply({ status: 500, body: { code: 'internal', message: 'x' } }) : priceEstimate(),
    });
    await toVehicleStep(user);
    await user.click(screen.getByRole('radio', { name: /^Van/ }));
    await user.click(button('Obter cotação'));
    const dialog = await screen.findByRole('dialog', { name: 'Erro ao calcular preço' });
    expect(button('Finalizar pedido').disabled).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Recalcular' }));
    await screen.findByText('R$ 198,15', { selector: '.box-summary__total-value' });
    expect(calls.filter((c) => c.path === '/spot/estimate')).toHaveLength(2);
    expect(button('Finalizar pedido').disabled).toBe(false);
  });

  it('asks for the finance info on MissingFinancialInfo and retries the finish with the same key', async () => {
    const keys: (string | null)[] = [];
    let orders = 0;
    const { user, calls } = start({
      'POST /spots': (req: FakeRequest) => {
        keys.push(req.headers.get('Idempotency-Key'));
        return ++orders === 1
          ? reply({ status: 400, body: { code: 'MissingFinancialInfo', message: 'x' } })
          : { id: 90413 };
      },
      'PATCH /customers': { ok: true },
    });
    await toSummary(user);
    await user.click(button('Finalizar pedido'));
    const form = await screen.findByRole('dialog', { name: 'Dados financeiros' });
    const field = (name: RegExp) => within(form).getByRole('textbox', { name }) as HTMLInputElement;
    // What the account has on file (the profile shows it) is there already: only the rest is typed.
    await waitFor(() => expect(field(/^CNPJ/).value).toBe('12.345.678/0001-95'));
    expect(field(/^Razão social/).value).toBe('Mercado Exemplo Ltda');
    await user.type(field(/^CEP/), '01310100');
    await user.type(field(/^Número/), '1578');
    await user.type(field(/^Nome/), 'Ana Souza');
    await user.type(field(/^E-mail/), 'fin@mercado.example');
    await user.type(field(/^Telefone/), '11934567890');
    await user.click(within(form).getByRole('button', { name: 'Salvar dados' }));
    await screen.findByRole('dialog', { name: 'Solicitação concluída com sucesso!' });
    expect(calls.filter((c) => c.path === '/customers')).toHaveLength(1);
    expect(calls.find((c) => c.path === '/customers')?.body).toMatchObject({
      cnpj: '12.345.678/0001-95',
      razao_social: 'Mercado Exemplo Ltda',
    });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('offers a new quote when the quote is no longer valid, and finishes with it', async () => {
    let orders = 0;
    let estimates = 0;
    const keys: (string | null)[] = [];
    const { user } = start({
      'POST /spot/estimate': () => priceEstimate({ quotationId: `q-${++estimates}` }),
      'POST /spots': (req: FakeRequest) => {
        keys.push(req.headers.get('Idempotency-Key'));
        return ++orders === 1
          ? reply({
              status: 422,
              body: {
                code: 'EstimateNoLongerValid',
                message: 'x',
                details: { maxTimespanBetweenSpotEstimateAndRequestInMinutes: 15 },
              },
            })
          : { id: 90414 };
      },
    });
    await toSummary(user);
    await user.click(button('Finalizar pedido'));
    const dialog = await screen.findByRole('dialog', { name: 'Cotação desatualizada' });
    expect(dialog.textContent).toContain(
      'Nossa cotação é válida por apenas 15 minuto(s). Por favor refaça sua cotação para atualizar.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Recalcular' }));
    await waitFor(() => expect(estimates).toBe(2));
    await waitFor(() => expect(button('Finalizar pedido').disabled).toBe(false));
    await user.click(button('Finalizar pedido'));
    await screen.findByRole('dialog', { name: 'Solicitação concluída com sucesso!' });
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('translates a blocked customer answer in the message dialog', async () => {
    const { user } = start({
      'POST /spots': reply({ status: 403, body: { code: 'BlockedCustomer', message: 'x' } }),
    });
    await toSummary(user);
    await user.click(button('Finalizar pedido'));
    const dialog = await screen.findByRole('dialog', { name: 'Solicitação bloqueada' });
    await user.click(within(dialog).getByRole('button', { name: 'Ok, entendi' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button('Finalizar pedido').disabled).toBe(false);
  });

  it('translates a 422 naming a missing pricing rule instead of an empty validation error', async () => {
    const { user } = start({
      'POST /spots': reply({
        status: 422,
        body: { code: 'customerDoesNotHavePricingRule', message: 'x', details: { vehicleType: 'VAN' } },
      }),
    });
    await toSummary(user);
    await user.click(button('Finalizar pedido'));
    const dialog = await screen.findByRole('dialog', { name: 'Precificação não encontrada' });
    expect(dialog.textContent).toContain('Não há precificação cadastrada para o veículo Van');
    await user.click(within(dialog).getByRole('button', { name: 'Ok, entendi' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the blocked banner and no way to add merchandise', async () => {
    start({
      'GET /me': currentUser({ account: { podeSolicitarRota: false, inativo: false, bloqueado: true } }),
    });
    const banner = await screen.findByText(
      'Sua conta está bloqueada para solicitações. Por favor, entre em contato com o e-mail comercial',
    );
    expect(banner).toBeTruthy();
    expect((screen.getByRole('textbox', { name: CODE_FIELD }) as HTMLInputElement).disabled).toBe(true);
    expect(button('Próximo').disabled).toBe(true);
  });

  it('leaves the banner to a host that shows its own', async () => {
    start(
      { 'GET /me': currentUser({ account: { podeSolicitarRota: false, inativo: true, bloqueado: false } }) },
      { showAccountBanner: false },
    );
    expect(await screen.findByRole('textbox', { name: CODE_FIELD })).toBeTruthy();
    expect(screen.queryByText(/Sua conta está inativa/)).toBeNull();
    expect((screen.getByRole('textbox', { name: CODE_FIELD }) as HTMLInputElement).disabled).toBe(true);
  });

  it('retries when the start-up data failed to load', async () => {
    let attempts = 0;
    const { user } = start({
      'GET /spots/config': () =>
        ++attempts === 1
          ? reply({ status: 502, body: { code: 'bad_gateway', message: 'x' } })
          : spotsConfig(),
    });
    await screen.findByText('Não foi possível abrir a solicitação');
    await user.click(button('Tente novamente'));
    expect(await screen.findByRole('textbox', { name: CODE_FIELD })).toBeTruthy();
  });

  it('tells the host when the session expired', async () => {
    const onSessionExpired = vi.fn();
    start(
      { 'GET /me': reply({ status: 401, body: { code: 'unauthenticated', message: 'x' } }) },
      { onSessionExpired },
    );
    expect(await screen.findByText('Sua sessão expirou.')).toBeTruthy();
    expect(onSessionExpired).toHaveBeenCalled();
  });
});

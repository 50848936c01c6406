import { type FakeCall, type FakeRequest, type FakeRoutes, renderWidget, reply } from '@box/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { SpotWizard } from '../SpotWizard';
import { currentUser, wizardRoutes } from '../wizard/fixtures';
import { fakeFill, type SheetRow, sheet, sheetOf } from './fixtures';

const CODE_FIELD = 'Chave de acesso da NF-e/CT-e ou código da mercadoria';
const ADMIN = currentUser({ organization: { id: 0, name: 'Box Logística (demonstração)' } });

/** The wizard of `me`, with the batch calls answered by `createBatch` (by default: a new OS each time). */
function start(
  options: { me?: typeof ADMIN; createBatch?: (request: FakeRequest) => unknown; routes?: FakeRoutes } = {},
) {
  const onNavigate = vi.fn();
  const onOrderCreated = vi.fn();
  let next = 7000;
  const view = renderWidget(<SpotWizard onNavigate={onNavigate} onOrderCreated={onOrderCreated} />, {
    api: wizardRoutes({
      'GET /me': options.me ?? ADMIN,
      'POST /spots/batch/shipments/fill-missing-data': (request) =>
        fakeFill(request.body as Parameters<typeof fakeFill>[0]),
      'POST /spots/batch': options.createBatch ?? (() => ({ id: ++next })),
      ...options.routes,
    }),
  });
  return { ...view, onNavigate, onOrderCreated };
}

/** Ctrl-V of a copied sheet into the code field. */
async function pasteSheet(rows: readonly SheetRow[]) {
  const field = await screen.findByRole('textbox', { name: CODE_FIELD });
  fireEvent.paste(field, { clipboardData: { getData: () => sheet(rows) } });
}

const groupCard = (name: string) =>
  screen
    .getByRole('list', { name: 'Rotas do lote' })
    .querySelector(`li[aria-labelledby="${screen.getByRole('heading', { name }).id}"]`) as HTMLElement;
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const batchCalls = (calls: readonly FakeCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/spots/batch');

describe('super batch in the wizard', () => {
  it("refuses a super-batch sheet from any customer but 0 with SPEC §5's alert, and reads nothing", async () => {
    const { calls } = start({ me: currentUser() });
    await pasteSheet(sheetOf(2, 2));
    expect(
      within(await screen.findByRole('alert')).getByText(
        'Cliente não autorizado a fazer solicitações em lote.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cadastrar mercadorias' })).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/spots/batch'))).toBe(false);
  });

  it('lists the pasted groups, confirms, sends them in sequence and shows what became of each', async () => {
    const keys: string[] = [];
    const { user, calls, onNavigate, onOrderCreated } = start({
      createBatch: (request) => {
        keys.push(request.headers.get('Idempotency-Key') ?? '');
        const body = request.body as { externalId: string };
        if (body.externalId === 'LOTE-2') {
          return reply({
            status: 422,
            body: { code: 'usersNotFound', message: 'x', details: { emails: ['ana@mercado.example'] } },
          });
        }
        return { id: 7000 + keys.length };
      },
    });
    await pasteSheet(sheetOf(3, 2));

    expect(await screen.findByRole('heading', { name: 'Solicitação em lote' })).toBeTruthy();
    await screen.findByText('6 remessas em 3 rotas, agrupadas pelo código externo');
    expect(screen.queryByRole('list', { name: 'Etapas da solicitação' })).toBeNull();
    const first = groupCard('LOTE-1');
    expect(within(first).getByText('Pronta')).toBeTruthy();
    expect(within(first).getByText('5,00 kg')).toBeTruthy();
    expect(within(first).getByText('12/03/2030 08:00')).toBeTruthy();
    await user.click(within(first).getByRole('button', { name: 'Ver as 2 remessas' }));
    expect(within(first).getByRole('table', { name: 'Remessas da rota LOTE-1' }).textContent).toContain(
      'Avenida Paulista, 10 – São Paulo/SP',
    );

    await user.click(button('Solicitar 3 rotas'));
    const confirm = screen.getByRole('dialog', { name: 'Confirmar solicitação em lote' });
    expect(within(confirm).getByText('3 rotas serão solicitadas. Tem certeza?')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Solicitar' }));

    const result = await screen.findByText('2 de 3 rotas solicitadas com sucesso!');
    // A warning, since one failed (role=alert); the sentence of the progress stays with it.
    expect(result.closest('[role="alert"]')?.textContent).toContain(
      '3 de 3 rotas foram solicitadas. 1 falharam.',
    );
    // The button pressed is gone: the result has the focus.
    expect(document.activeElement).toBe(result.closest('.box-batch-result'));
    const failed = screen.getByRole('table', { name: 'Rotas com falha' });
    expect(within(failed).getByText('LOTE-2')).toBeTruthy();
    expect(within(failed).getByText('Usuários não encontrados')).toBeTruthy();
    expect(within(failed).getByText('ana@mercado.example')).toBeTruthy();
    const succeeded = screen.getByRole('table', { name: 'Rotas solicitadas' });
    expect(
      within(succeeded)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Código externoOSPeso total', 'LOTE-170015,00 kg', 'LOTE-370035,00 kg']);

    expect(batchCalls(calls).map((c) => (c.body as { externalId: string }).externalId)).toEqual([
      'LOTE-1',
      'LOTE-2',
      'LOTE-3',
    ]);
    expect(new Set(keys).size).toBe(3);
    expect(onOrderCreated.mock.calls).toEqual([[{ id: 7001 }], [{ id: 7003 }]]);
    await user.click(button('Ir para o monitoramento'));
    expect(onNavigate).toHaveBeenCalledWith('/pedidos/monitoramento');
  });

  it("names the vehicle as the catalogue does and counts a single row in the singular ('Ver a remessa')", async () => {
    const { user } = start();
    await pasteSheet([
      { code: 'UM-1', external: 'UMA' },
      { code: 'DOIS-1', external: 'DUAS', vehicle: 'VAN' },
      { code: 'DOIS-2', external: 'DUAS', vehicle: 'VAN' },
    ]);
    await screen.findByRole('heading', { name: 'UMA' });
    const single = groupCard('UMA');
    expect(within(single).getByText('Utilitário Pequeno')).toBeTruthy();
    expect(within(single).queryByText('FIORINO')).toBeNull();
    await user.click(within(single).getByRole('button', { name: 'Ver a remessa' }));
    expect(within(single).getByRole('button', { name: 'Ocultar remessas' })).toBeTruthy();
    const pair = groupCard('DUAS');
    expect(within(pair).getByText('Van')).toBeTruthy();
    expect(within(pair).getByRole('button', { name: 'Ver as 2 remessas' })).toBeTruthy();
  });

  it('shows the progress while the groups go', async () => {
    let answered = 0;
    const { user } = start({
      createBatch: () => (++answered > 1 ? reply({ delay: 'never' }) : { id: 1 }),
    });
    await pasteSheet(sheetOf(3, 1));
    await user.click(await screen.findByRole('button', { name: 'Solicitar 3 rotas' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Solicitar' }));
    const progress = await screen.findByText('1 de 3 rotas foram solicitadas. 0 falharam.');
    expect(progress.getAttribute('role')).toBe('status');
    expect(
      (screen.getByRole('progressbar', { name: 'Progresso da solicitação em lote' }) as HTMLProgressElement)
        .value,
    ).toBe(1);
  });

  it("will not send while a row has a problem ('Não é possível solicitar!'), until that route is removed", async () => {
    const { user, calls } = start();
    await pasteSheet([
      { code: 'BOM-1', external: 'BOA' },
      { code: 'RUIM-1', external: 'RUIM', cep: '99999-999' },
      { code: 'RUIM-2', external: 'RUIM', weight: 'dez' },
    ]);
    await screen.findByRole('heading', { name: 'RUIM' });
    const bad = groupCard('RUIM');
    expect(within(bad).getByText('2 com problema')).toBeTruthy();
    expect(within(bad).getByText(/Não foi encontrado um endereço para o CEP\/número/)).toBeTruthy();
    expect(within(bad).getByText('Peso: Não é um número.')).toBeTruthy();
    expect(screen.getByText(/2 linhas com problema em 1 rota/)).toBeTruthy();

    await user.click(button('Solicitar 2 rotas'));
    const refused = screen.getByRole('dialog', { name: 'Não é possível solicitar!' });
    expect(within(refused).getByText('Alguma remessa está com problema.')).toBeTruthy();
    await user.click(within(refused).getByRole('button', { name: 'Ok, entendi' }));
    expect(batchCalls(calls)).toHaveLength(0);

    await user.click(button('Remover rota RUIM'));
    await user.click(button('Solicitar 1 rota'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Solicitar' }));
    await screen.findByText('1 de 1 rotas solicitadas com sucesso!');
    expect(batchCalls(calls)).toHaveLength(1);
  });

  it('Cancelar leaves the batch for the steps, and Nova solicitação after a result too', async () => {
    const { user } = start();
    await pasteSheet(sheetOf(1, 1));
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('heading', { name: 'Cadastrar mercadorias' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Etapas da solicitação' })).toBeTruthy();

    await pasteSheet(sheetOf(1, 1));
    await user.click(await screen.findByRole('button', { name: 'Solicitar 1 rota' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Solicitar' }));
    await screen.findByText('1 de 1 rotas solicitadas com sucesso!');
    await user.click(button('Nova solicitação'));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Cadastrar mercadorias' })).toBeTruthy());
  });
});

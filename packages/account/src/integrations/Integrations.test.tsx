import { type FakeRoutes, renderWidget, reply } from '@box/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { sampleUser } from '../fixtures';
import { Profile } from '../profile/Profile';
import {
  INTEGRATIONS_ROUTES,
  SAMPLE_DELIVERIES,
  sampleDelivery,
  sampleEndpoint,
  sampleKey,
} from './fixtures';

const WARNING = 'Copie esta chave agora. Por segurança, ela não será exibida novamente.';

function renderProfile(routes: FakeRoutes = {}, roleId = 2) {
  return renderWidget(<Profile />, {
    api: { 'GET /me': sampleUser({ roleId }), ...INTEGRATIONS_ROUTES, ...routes },
  });
}

const keysTable = () => screen.findByRole('table', { name: 'Chaves de API' });
const endpointsTable = () => screen.findByRole('table', { name: 'Endpoints de webhook' });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const rowOf = async (table: Promise<HTMLElement>, text: string) => {
  const row = bodyRows(await table).find((r) => r.textContent?.includes(text));
  if (!row) throw new Error(`no row with ${text}`);
  return row;
};
const dialog = (name: string) => screen.findByRole('dialog', { name });

describe("'Integrações' in /perfil", () => {
  it("lists the account's API keys with their scopes, dates in São Paulo time, and revoke or revoked", async () => {
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'Integrações' })).toBeTruthy();
    const active = await rowOf(keysTable(), 'ERP da matriz');
    expect(within(active).getByText('box_sk_Ab3x…')).toBeTruthy();
    expect(within(active).getByText('Criar pedidos (spots)')).toBeTruthy();
    expect(within(active).getByText('20/11/2026 às 10:05')).toBeTruthy();
    expect(within(active).getByText('25/11/2026 às 15:42')).toBeTruthy();
    expect(within(active).getByRole('button', { name: 'Revogar a chave ERP da matriz' })).toBeTruthy();
    const revoked = await rowOf(keysTable(), 'Loja virtual (antiga)');
    expect(within(revoked).getByText('Nunca')).toBeTruthy();
    expect(within(revoked).getByText('01/11/2026 às 12:30')).toBeTruthy();
    expect(within(revoked).queryByRole('button')).toBeNull();
  });

  it('creates a key: refuses an empty form, then shows the secret once and adds the key to the table', async () => {
    const created = sampleKey({ id: 12, name: 'Integração WMS', prefix: 'box_sk_N3w1', lastUsedAt: null });
    const { user, calls } = renderProfile({
      'POST /integrations/api-keys': { key: created, secret: 'box_sk_N3w1-segredo-de-teste' },
    });
    await keysTable();
    await user.click(screen.getByRole('button', { name: 'Criar chave' }));
    const form = await dialog('Criar chave de API');
    await user.click(within(form).getByRole('button', { name: 'Criar chave' }));
    expect(within(form).getByText('Informe um nome para a chave.')).toBeTruthy();
    expect(within(form).getByText('Escolha ao menos um escopo.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.type(within(form).getByLabelText(/^Nome da chave/), 'Integração WMS');
    await user.click(within(form).getByRole('checkbox', { name: /Consultar pedidos/ }));
    await user.click(within(form).getByRole('button', { name: 'Criar chave' }));

    const shown = await dialog('Chave de API criada');
    expect(within(shown).getByText(WARNING)).toBeTruthy();
    expect((within(shown).getByLabelText('Chave de API') as HTMLInputElement).value).toBe(
      'box_sk_N3w1-segredo-de-teste',
    );
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/integrations/api-keys',
      query: {},
      body: { name: 'Integração WMS', scopes: ['orders:read'] },
    });
    await user.click(within(shown).getByRole('button', { name: 'Copiar' }));
    expect(await navigator.clipboard.readText()).toBe('box_sk_N3w1-segredo-de-teste');
    expect(within(shown).getByText('Copiado para a área de transferência.')).toBeTruthy();

    await user.click(within(shown).getByRole('button', { name: 'Já copiei' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByDisplayValue('box_sk_N3w1-segredo-de-teste')).toBeNull();
    expect(document.body.textContent).not.toContain('segredo-de-teste');
    expect(within(await rowOf(keysTable(), 'Integração WMS')).getByText('box_sk_N3w1…')).toBeTruthy();
  });

  it('revokes a key after a confirmation: DELETE, then the row shows when it was revoked', async () => {
    const { user, calls } = renderProfile({ 'DELETE /integrations/api-keys/:id': { ok: true } });
    const row = await rowOf(keysTable(), 'ERP da matriz');
    await user.click(within(row).getByRole('button', { name: 'Revogar a chave ERP da matriz' }));
    const confirm = await dialog('Revogar chave de API');
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Revogar chave' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'DELETE')).toMatchObject({
      path: '/integrations/api-keys/11',
      query: {},
    });
    const after = await rowOf(keysTable(), 'ERP da matriz');
    expect(within(after).queryByRole('button', { name: /Revogar/ })).toBeNull();
    expect(within(after).getAllByText(/^\d\d\/\d\d\/\d{4} às \d\d:\d\d$/)).toHaveLength(3);
    expect(screen.getByText('A chave “ERP da matriz” foi revogada.')).toBeTruthy();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const { user, calls } = renderProfile();
    const row = await rowOf(keysTable(), 'ERP da matriz');
    await user.click(within(row).getByRole('button', { name: 'Revogar a chave ERP da matriz' }));
    await user.click(within(await dialog('Revogar chave de API')).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
  });

  it('shows nothing of it to a driver, and asks the API nothing about integrations', async () => {
    const { calls } = renderProfile({}, 3);
    expect(await screen.findByRole('heading', { name: 'Sua conta' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Integrações' })).toBeNull();
    expect(screen.queryByText('Carregando integrações')).toBeNull();
    expect(calls.filter((c) => c.path.startsWith('/integrations'))).toEqual([]);
  });

  it('says so when there is no key and no endpoint yet', async () => {
    renderProfile({
      'GET /integrations/api-keys': { keys: [] },
      'GET /integrations/webhooks': { endpoints: [] },
    });
    expect(await screen.findByText('Nenhuma chave de API criada.')).toBeTruthy();
    expect(await screen.findByText('Nenhum endpoint de webhook cadastrado.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('adds a webhook endpoint and shows its signing secret once', async () => {
    const endpoint = sampleEndpoint({
      id: 22,
      url: 'https://wms.mercado.example/eventos',
      events: ['pod.created'],
    });
    const { user, calls } = renderProfile({
      'POST /integrations/webhooks': { endpoint, secret: 'whsec_dGVzdGUtc2VncmVkbw==' },
    });
    await endpointsTable();
    await user.click(screen.getByRole('button', { name: 'Adicionar endpoint' }));
    const form = await dialog('Adicionar endpoint de webhook');
    await user.type(within(form).getByLabelText(/^URL do endpoint/), 'https://wms.mercado.example/eventos');
    await user.click(within(form).getByRole('checkbox', { name: /Comprovante de entrega registrado/ }));
    await user.click(within(form).getByRole('button', { name: 'Adicionar endpoint' }));
    const shown = await dialog('Endpoint adicionado');
    expect((within(shown).getByLabelText('Segredo de assinatura') as HTMLInputElement).value).toBe(
      'whsec_dGVzdGUtc2VncmVkbw==',
    );
    expect(within(shown).getByText(/não será exibido novamente/)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      url: 'https://wms.mercado.example/eventos',
      events: ['pod.created'],
    });
    await user.click(within(shown).getByRole('button', { name: 'Já copiei' }));
    expect(document.body.textContent).not.toContain('whsec_');
    expect(await rowOf(endpointsTable(), 'https://wms.mercado.example/eventos')).toBeTruthy();
  });

  it("shows the server's message when it refuses an endpoint (422)", async () => {
    const { user } = renderProfile({
      'POST /integrations/webhooks': reply({
        status: 422,
        body: { code: 'validation_error', message: 'A URL do webhook precisa usar HTTPS.' },
      }),
    });
    await endpointsTable();
    await user.click(screen.getByRole('button', { name: 'Adicionar endpoint' }));
    const form = await dialog('Adicionar endpoint de webhook');
    await user.type(within(form).getByLabelText(/^URL do endpoint/), 'http://erp.example/hook');
    await user.click(within(form).getByRole('checkbox', { name: /Pedido criado/ }));
    await user.click(within(form).getByRole('button', { name: 'Adicionar endpoint' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível adicionar o endpoint');
    expect(alert.textContent).toContain('A URL do webhook precisa usar HTTPS.');
    expect(screen.queryByRole('dialog', { name: 'Endpoint adicionado' })).toBeNull();
  });

  it("marks the URL field with the server's refusal of it (the reason not repeated above), until it is edited", async () => {
    const problem = 'A URL não pode conter usuário ou senha.';
    const { user } = renderProfile({
      'POST /integrations/webhooks': reply({
        status: 422,
        body: { code: 'validation_error', message: problem, reasons: [{ field: 'url', message: problem }] },
      }),
    });
    await endpointsTable();
    await user.click(screen.getByRole('button', { name: 'Adicionar endpoint' }));
    const form = await dialog('Adicionar endpoint de webhook');
    const url = within(form).getByLabelText(/^URL do endpoint/);
    await user.type(url, 'https://ana:senha@erp.example/hook');
    await user.click(within(form).getByRole('checkbox', { name: /Pedido criado/ }));
    await user.click(within(form).getByRole('button', { name: 'Adicionar endpoint' }));
    expect(await within(form).findByText(problem)).toBeTruthy();
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).queryByRole('alert')).toBeNull();
    await user.type(url, 'x');
    expect(within(form).queryByText(problem)).toBeNull();
    expect(url.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('refuses an endpoint without a valid URL or an event before sending it', async () => {
    const { user, calls } = renderProfile();
    await endpointsTable();
    await user.click(screen.getByRole('button', { name: 'Adicionar endpoint' }));
    const form = await dialog('Adicionar endpoint de webhook');
    await user.type(within(form).getByLabelText(/^URL do endpoint/), 'erp sem url');
    await user.click(within(form).getByRole('button', { name: 'Adicionar endpoint' }));
    expect(within(form).getByText('Informe uma URL válida.')).toBeTruthy();
    expect(within(form).getByText('Escolha ao menos um evento.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("opens an endpoint's delivery log: event, status, attempts, the last answer and when", async () => {
    const { user, calls } = renderProfile();
    const row = await rowOf(endpointsTable(), 'https://erp.mercado.example/webhooks/box');
    await user.click(within(row).getByRole('button', { name: /Ver entregas/ }));
    const log = await screen.findByRole('table', { name: 'Registro de entregas do webhook' });
    const rows = bodyRows(log);
    expect(rows).toHaveLength(3);
    expect(calls.find((c) => c.path === '/integrations/webhooks/21/deliveries')).toBeTruthy();
    const cells = (r: HTMLElement) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(rows[0]!).slice(0, 5)).toEqual([
      'Status do pedido alterado',
      'Falhou',
      '4',
      'HTTP 500',
      '25/11/2026 às 13:10',
    ]);
    expect(cells(rows[1]!).slice(1, 4)).toEqual(['Pendente', '1', 'Tempo esgotado ao conectar']);
    expect(cells(rows[2]!).slice(1, 4)).toEqual(['Entregue', '1', 'HTTP 200']);
  });

  it("'Reenviar' posts the resend and reads the log again", async () => {
    let resent = false;
    const { user, calls } = renderProfile({
      'POST /integrations/webhook-deliveries/:id/resend': () => {
        resent = true;
        return { ok: true };
      },
      'GET /integrations/webhooks/:id/deliveries': () => ({
        deliveries: resent
          ? [{ ...SAMPLE_DELIVERIES[0]!, status: 'pending', nextAttemptAt: '2026-11-25T16:11:00.000Z' }]
          : [SAMPLE_DELIVERIES[0]!],
      }),
    });
    const row = await rowOf(endpointsTable(), 'https://erp.mercado.example');
    await user.click(within(row).getByRole('button', { name: /Ver entregas/ }));
    const log = await screen.findByRole('table', { name: 'Registro de entregas do webhook' });
    expect(within(log).getByText('Falhou')).toBeTruthy();
    await user.click(within(log).getByRole('button', { name: /^Reenviar Status do pedido alterado/ }));
    expect(await screen.findByText(/Reenvio agendado/)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.path).toBe('/integrations/webhook-deliveries/303/resend');
    expect(calls.filter((c) => c.path.endsWith('/deliveries'))).toHaveLength(2);
    const again = await screen.findByRole('table', { name: 'Registro de entregas do webhook' });
    expect(within(again).getByText('Pendente')).toBeTruthy();
  });

  it('says so when an endpoint has no delivery yet', async () => {
    const { user } = renderProfile({ 'GET /integrations/webhooks/:id/deliveries': { deliveries: [] } });
    const row = await rowOf(endpointsTable(), 'https://erp.mercado.example');
    await user.click(within(row).getByRole('button', { name: /Ver entregas/ }));
    expect(await screen.findByText('Nenhuma entrega para este endpoint ainda.')).toBeTruthy();
  });

  it('deletes an endpoint after a confirmation', async () => {
    const { user, calls } = renderProfile({ 'DELETE /integrations/webhooks/:id': { ok: true } });
    const row = await rowOf(endpointsTable(), 'https://erp.mercado.example');
    await user.click(within(row).getByRole('button', { name: /^Excluir o endpoint/ }));
    await user.click(
      within(await dialog('Excluir endpoint')).getByRole('button', { name: 'Excluir endpoint' }),
    );
    expect(await screen.findByText('Endpoint excluído.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/integrations/webhooks/21');
    expect(await screen.findByText('Nenhum endpoint de webhook cadastrado.')).toBeTruthy();
  });

  it('closes the delivery log of the endpoint it deletes, and keeps the other endpoints', async () => {
    const other = sampleEndpoint({ id: 23, url: 'https://loja.mercado.example/hooks' });
    const { user } = renderProfile({
      'GET /integrations/webhooks': { endpoints: [sampleEndpoint(), other] },
      'DELETE /integrations/webhooks/:id': { ok: true },
    });
    const row = await rowOf(endpointsTable(), 'https://erp.mercado.example');
    await user.click(within(row).getByRole('button', { name: /Ver entregas/ }));
    expect(await screen.findByRole('table', { name: 'Registro de entregas do webhook' })).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: /^Excluir o endpoint/ }));
    await user.click(
      within(await dialog('Excluir endpoint')).getByRole('button', { name: 'Excluir endpoint' }),
    );
    expect(await screen.findByText('Endpoint excluído.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Registro de entregas do webhook' })).toBeNull();
    expect(bodyRows(await endpointsTable()).map((r) => r.textContent)).toEqual([
      expect.stringContaining('https://loja.mercado.example/hooks'),
    ]);
  });

  it("shows the server's message when a revoke is refused, and keeps the key active", async () => {
    const { user } = renderProfile({
      'DELETE /integrations/api-keys/:id': reply({
        status: 403,
        body: { code: 'forbidden', message: 'Somente administradores podem revogar chaves.' },
      }),
    });
    const row = await rowOf(keysTable(), 'ERP da matriz');
    await user.click(within(row).getByRole('button', { name: 'Revogar a chave ERP da matriz' }));
    await user.click(
      within(await dialog('Revogar chave de API')).getByRole('button', { name: 'Revogar chave' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Somente administradores podem revogar chaves.');
    expect(
      within(await rowOf(keysTable(), 'ERP da matriz')).getByRole('button', { name: /Revogar/ }),
    ).toBeTruthy();
  });
});

// A delivery that never got an answer says so rather than leaving the cell blank.
it('a delivery with neither a status nor an error reads "Sem resposta ainda"', async () => {
  const { user } = renderProfile({
    'GET /integrations/webhooks/:id/deliveries': {
      deliveries: [sampleDelivery({ status: 'pending', attempts: 0, lastStatusCode: null, lastError: null })],
    },
  });
  const row = await rowOf(endpointsTable(), 'https://erp.mercado.example');
  await user.click(within(row).getByRole('button', { name: /Ver entregas/ }));
  expect(await screen.findByText('Sem resposta ainda')).toBeTruthy();
});

import { type FakeRoutes, renderWidget, reply } from '@box/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { failedPod, partialPod, samplePod } from './fixtures/pods';
import { ProofOfDelivery } from './ProofOfDelivery';

const NOT_FOUND = 'Infelizmente não encontramos o que está buscando';

/** The value shown beside a field label in the details list. */
function field(label: string): string | null {
  const term = screen.getAllByRole('term').find((dt) => dt.textContent === label);
  return term?.nextElementSibling?.textContent ?? null;
}

const podApi = (answer: FakeRoutes[string] = samplePod()): FakeRoutes => ({ 'GET /pods/:id': answer });

describe('ProofOfDelivery, signed in', () => {
  it('loads the proof by id and shows its title, badge, map markers and every field', async () => {
    const { calls } = renderWidget(<ProofOfDelivery podId="a1B2c3" />, { api: podApi() });
    expect(await screen.findByRole('heading', { name: 'Comprovante #a1B2c3' })).toBeTruthy();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /pods/a1B2c3']);
    expect(screen.getByText('Sucesso').className).toContain('box-badge--success');

    expect(field('Código do pedido')).toBe('PED-778812');
    expect(field('Status')).toBe('Entregue ao destinatário');
    expect(field('OS')).toBe('51001');
    expect(field('Data')).toBe('10/04/2026 às 10:42');
    expect(field('Endereço')).toBe('Avenida Paulista, 1578 - Bela Vista, São Paulo - SP');
    expect(field('Motorista')).toBe('Carlos Souza');
    expect(field('Placa')).toBe('ABC-1D23');
    expect(field('Observações do motorista')).toBe('Deixado na portaria');
    expect(field('Nome do recebedor')).toBe('Mariana Lima');
    expect(field('Documento')).toBe('12.345.678-9');
    expect(field('Declaração de recebimento')).toBe('Assinada em 10/04/2026 às 10:40');
    expect(field('Quantidade de itens')).toBe('3');

    // happy-dom has no WebGL: the map's fallback lists both markers.
    const map = screen.getByRole('region', { name: 'Mapa do comprovante' });
    expect(within(map).getByRole('button', { name: 'Parada programada para este local' })).toBeTruthy();
    expect(within(map).getByRole('button', { name: 'Comprovante gerado neste local' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Assinatura de Mariana Lima' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeTruthy();
  });

  it('shows a warning badge for a partial success', async () => {
    renderWidget(<ProofOfDelivery podId="a1B2c3" />, { api: podApi(partialPod()) });
    expect((await screen.findByText('Sucesso parcial')).className).toContain('box-badge--warning');
  });

  it('shows a fail badge, dashes for what is missing, and one marker when the proof has no position', async () => {
    renderWidget(<ProofOfDelivery podId="a1B2c3" />, { api: podApi(failedPod()) });
    expect((await screen.findByText('Insucesso')).className).toContain('box-badge--danger');
    for (const label of [
      'Código do pedido',
      'Observações do motorista',
      'Nome do recebedor',
      'Documento',
      'Declaração de recebimento',
      'Quantidade de itens',
    ]) {
      expect(field(label), label).toBe('-');
    }
    expect(screen.getByText('Sem assinatura.')).toBeTruthy();
    const map = screen.getByRole('region', { name: 'Mapa do comprovante' });
    expect(within(map).getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows the loading state while the proof is on its way', () => {
    renderWidget(<ProofOfDelivery podId="a1B2c3" />, {
      api: podApi(reply({ body: samplePod(), delay: 'never' })),
    });
    expect(screen.getByRole('status').textContent).toContain('Carregando comprovante');
  });

  it('shows the success alert of ?alert-status=success, which the user can close', async () => {
    const { user } = renderWidget(<ProofOfDelivery podId="a1B2c3" alertStatus="success" />, {
      api: podApi(),
    });
    const alert = await screen.findByText('Solicitação enviada, dados atualizados com sucesso!');
    expect(alert).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByText('Solicitação enviada, dados atualizados com sucesso!')).toBeNull();
  });

  it('loads from its api-base', async () => {
    const { calls } = renderWidget(<ProofOfDelivery podId="7" apiBase="/outra/api" />, {
      apiBase: '/outra/api',
      api: podApi(),
    });
    await screen.findByRole('heading', { name: 'Comprovante #a1B2c3' });
    expect(calls[0]?.path).toBe('/pods/7');
  });
});

describe('ProofOfDelivery, public', () => {
  it('loads by token, titles the page "Comprovante de Entrega" and has no e-mail box', async () => {
    const { calls } = renderWidget(<ProofOfDelivery token="tok-123" podId="ignored" />, {
      api: { 'GET /pods/public/:token': samplePod() },
    });
    expect(await screen.findByRole('heading', { name: 'Comprovante de Entrega' })).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual(['/pods/public/tok-123']);
    expect(screen.queryByRole('textbox', { name: 'E-mail' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Enviar comprovante por e-mail' })).toBeNull();
  });
});

describe('ProofOfDelivery, missing proofs', () => {
  it.each([
    [404, 'not found'],
    [500, 'a server failure'],
  ])('shows the not-found page for %s (%s), with a back link to the proofs list', async (status) => {
    const onNavigate = vi.fn();
    const { user } = renderWidget(<ProofOfDelivery podId="x" onNavigate={onNavigate} />, {
      api: podApi(reply({ status, body: { code: 'not_found', message: 'Não encontrado' } })),
    });
    expect(await screen.findByText(NOT_FOUND)).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Voltar' });
    // The href is on the portal (the page's origin with the default API base); a plain click is onNavigate's.
    expect(back.getAttribute('href')).toBe(`${new URL(document.baseURI).origin}/comprovantes`);
    await user.click(back);
    expect(onNavigate).toHaveBeenCalledWith('/comprovantes');
  });

  it('sends a public visitor back to the start', async () => {
    const onNavigate = vi.fn();
    const { user } = renderWidget(<ProofOfDelivery token="gone" onNavigate={onNavigate} />, {
      api: { 'GET /pods/public/:token': reply({ status: 404, body: { code: 'not_found', message: 'x' } }) },
    });
    await user.click(await screen.findByRole('link', { name: 'Voltar' }));
    expect(onNavigate).toHaveBeenCalledWith('/');
  });

  it("points the back link at the portal's origin when the API base is absolute (a partner's page)", async () => {
    const apiBase = 'https://portal.box.com.br/jade/api';
    renderWidget(<ProofOfDelivery token="gone" apiBase={apiBase} onNavigate={vi.fn()} />, {
      apiBase,
      api: { 'GET /pods/public/:token': reply({ status: 404, body: { code: 'not_found', message: 'x' } }) },
    });
    const back = await screen.findByRole('link', { name: 'Voltar' });
    expect(back.getAttribute('href')).toBe('https://portal.box.com.br/');
  });

  it('shows the not-found page without asking when it has neither id nor token', async () => {
    const { calls } = renderWidget(<ProofOfDelivery />, { api: podApi() });
    expect(await screen.findByText(NOT_FOUND)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it.each([409, 425])('says the proof is not available yet when the API answers %s', async (status) => {
    renderWidget(<ProofOfDelivery podId="x" />, {
      api: podApi(reply({ status, body: { code: 'pod_not_ready', message: 'Ainda não' } })),
    });
    expect(await screen.findByText('Comprovante ainda não disponível.')).toBeTruthy();
    expect(screen.queryByText(NOT_FOUND)).toBeNull();
  });

  it('tells the host when the session expired', async () => {
    const onSessionExpired = vi.fn();
    renderWidget(<ProofOfDelivery podId="x" onSessionExpired={onSessionExpired} />, {
      api: podApi(reply({ status: 401, body: { code: 'unauthenticated', message: 'Sessão expirada' } })),
    });
    expect(await screen.findByText('Sua sessão expirou.')).toBeTruthy();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });
});

describe('ProofOfDelivery, e-mail', () => {
  const EMAIL_ROUTE = 'POST /email/pods/:hashId/notify/user';

  async function typeEmail(answer: FakeRoutes[string], address: string) {
    const rendered = renderWidget(<ProofOfDelivery podId="a1B2c3" />, {
      api: { ...podApi(), [EMAIL_ROUTE]: answer },
    });
    const input = await screen.findByRole('textbox', { name: 'E-mail' });
    await rendered.user.type(input, address);
    await rendered.user.click(screen.getByRole('button', { name: 'Enviar' }));
    return rendered;
  }

  it('refuses an address that is not x@y.z with the no-data message, without asking or sending', async () => {
    const { calls } = await typeEmail({ ok: true }, 'ana@mercado');
    expect(screen.getByRole('alert').textContent).toContain(
      'Não temos dados suficientes para concluir esta requisição.',
    );
    expect(screen.getByRole('textbox', { name: 'E-mail' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('asks for confirmation and sends nothing when the user cancels', async () => {
    const { calls, user } = await typeEmail({ ok: true }, 'ana@mercado.example');
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain(
      'Tem certeza que deseja enviar este comprovante para o email ana@mercado.example?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('sends to the confirmed address and says so', async () => {
    const { calls, user } = await typeEmail({ ok: true }, ' ana@mercado.example ');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('E-mail enviado!')).toBeTruthy();
    expect(screen.getByText('Email enviado com sucesso!')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/email/pods/a1B2c3/notify/user');
    expect(post?.body).toEqual({ to: ['ana@mercado.example'] });
  });

  it.each([
    [400, 'Erro: email inválido'],
    [500, 'Erro ao enviar o email :('],
  ])('shows the SPEC §8 message for a %s answer', async (status, text) => {
    const { user } = await typeEmail(
      reply({ status, body: { code: 'x', message: 'recusado' } }),
      'ana@mercado.example',
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(text));
    expect(screen.queryByText('E-mail enviado!')).toBeNull();
  });
});

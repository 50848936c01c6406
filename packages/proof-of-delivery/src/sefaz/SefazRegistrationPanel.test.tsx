import type { SefazRegistrationStatus } from '@box/core/catalogues';
import { type FakeRoutes, renderWidget, reply } from '@box/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { samplePod } from '../fixtures/pods';
import { podWithSefaz, sefazRegistration } from '../fixtures/sefaz';
import { ProofOfDelivery } from '../ProofOfDelivery';

const POD_ROUTE = 'GET /pods/:id';
const SEFAZ_ROUTE = '/pods/:id/sefaz';

/** The 'Canhoto digital' block, once its lazy chunk arrived. */
async function block(): Promise<HTMLElement> {
  return screen.findByRole('region', { name: 'Canhoto digital' }, { timeout: 5000 });
}

function renderProof(routes: FakeRoutes) {
  return renderWidget(<ProofOfDelivery podId="a1B2c3" />, { api: routes });
}

describe('Canhoto digital on the owner proof', () => {
  it.each<[SefazRegistrationStatus, string[], string[]]>([
    ['not-requested', ['Não registrado na SEFAZ'], ['Registrar na SEFAZ']],
    [
      'needs-certificate',
      [
        'Aguardando certificado A1',
        'Para registrar este comprovante, envie o certificado A1 da empresa em Integrações, no seu perfil.',
      ],
      [],
    ],
    ['pending', ['Enviando à SEFAZ', 'Nova tentativa às 10:50'], ['Baixar XML assinado']],
    [
      'registered',
      ['Registrado na SEFAZ', 'Protocolo 135260000012345', 'Registrado em 10/04/2026 10:45'],
      ['Cancelar registro', 'Baixar XML assinado', 'Baixar XML com protocolo'],
    ],
    [
      'rejected',
      ['Rejeitado pela SEFAZ', 'Rejeição 297: Rejeição: Assinatura difere do calculado'],
      ['Enviar novamente', 'Baixar XML assinado'],
    ],
    [
      'cancel-pending',
      ['Cancelando registro na SEFAZ', 'Protocolo 135260000012345'],
      ['Baixar XML assinado', 'Baixar XML com protocolo'],
    ],
    [
      'cancelled',
      [
        'Registro cancelado na SEFAZ',
        'Protocolo 135260000012345',
        'Protocolo do cancelamento 135260000012399',
      ],
      ['Baixar XML assinado', 'Baixar XML com protocolo'],
    ],
  ])('shows %s in words, with its lines and only the actions it allows', async (status, texts, buttons) => {
    renderProof({ [POD_ROUTE]: podWithSefaz(status) });
    const region = await block();
    for (const text of texts) expect(within(region).getByText(text), text).toBeTruthy();
    expect(within(region).getByText('Comprovante de Entrega da NF-e')).toBeTruthy();
    expect(within(region).getByText('3526 0412 3456 7800 0190 5500 1000 0012 3410 0001 2345')).toBeTruthy();
    expect(
      within(region)
        .queryAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(buttons);
  });

  it('colours the status badge by its tone, with the words inside it', async () => {
    renderProof({ [POD_ROUTE]: podWithSefaz('rejected') });
    const badge = within(await block()).getByText('Rejeitado pela SEFAZ');
    expect(badge.className).toContain('box-badge--danger');
  });

  it('registers on the button and shows the answer, protocol included', async () => {
    const { user, calls } = renderProof({
      [POD_ROUTE]: podWithSefaz('not-requested'),
      [`POST ${SEFAZ_ROUTE}`]: sefazRegistration('registered'),
    });
    await user.click(within(await block()).getByRole('button', { name: 'Registrar na SEFAZ' }));
    const region = await block();
    expect(await within(region).findByText('Registrado na SEFAZ')).toBeTruthy();
    expect(within(region).getByText('Protocolo 135260000012345')).toBeTruthy();
    expect(within(region).queryByRole('button', { name: 'Registrar na SEFAZ' })).toBeNull();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/pods/a1B2c3/sefaz']);
  });

  it('sends a rejected registration again with the same call', async () => {
    const { user, calls } = renderProof({
      [POD_ROUTE]: podWithSefaz('rejected'),
      [`POST ${SEFAZ_ROUTE}`]: sefazRegistration('registered'),
    });
    await user.click(within(await block()).getByRole('button', { name: 'Enviar novamente' }));
    expect(await screen.findByText('Protocolo 135260000012345')).toBeTruthy();
    expect(screen.queryByText(/^Rejeição 297/)).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it.each([
    [409, 'Este comprovante já foi registrado na SEFAZ.'],
    [422, 'O prazo para cancelar este registro terminou.'],
  ])('shows the server pt-BR message of a %s in the block', async (status, message) => {
    const { user } = renderProof({
      [POD_ROUTE]: podWithSefaz('not-requested'),
      [`POST ${SEFAZ_ROUTE}`]: reply({ status, body: { code: 'sefaz_refused', message } }),
    });
    const region = await block();
    await user.click(within(region).getByRole('button', { name: 'Registrar na SEFAZ' }));
    await waitFor(() => expect(within(region).getByRole('alert').textContent).toContain(message));
    expect(within(region).getByText('Não registrado na SEFAZ')).toBeTruthy();
  });

  it('asks before cancelling, sends nothing when the user goes back, and deletes once confirmed', async () => {
    const { user, calls } = renderProof({
      [POD_ROUTE]: podWithSefaz('registered'),
      [`DELETE ${SEFAZ_ROUTE}`]: sefazRegistration('cancelled'),
    });
    const region = await block();
    await user.click(within(region).getByRole('button', { name: 'Cancelar registro' }));
    let dialog = screen.getByRole('dialog', { name: 'Cancelar o registro na SEFAZ?' });
    expect(dialog.textContent).toContain(
      'O comprovante será retirado na SEFAZ: enviaremos o evento de cancelamento do Comprovante de Entrega da NF-e (110131).',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);

    await user.click(within(region).getByRole('button', { name: 'Cancelar registro' }));
    dialog = screen.getByRole('dialog', { name: 'Cancelar o registro na SEFAZ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar registro' }));
    expect(await within(region).findByText('Registro cancelado na SEFAZ')).toBeTruthy();
    expect(within(region).getByText('Protocolo do cancelamento 135260000012399')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/pods/a1B2c3/sefaz']);
  });

  it('downloads the XML with protocol through the API, under the server file name', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:xml');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const saved: string[] = [];
    const onClick = (event: Event) => {
      if (!(event.target instanceof HTMLAnchorElement) || !event.target.download) return;
      event.preventDefault();
      saved.push(event.target.download);
    };
    document.addEventListener('click', onClick);
    try {
      const { user, calls } = renderProof({
        [POD_ROUTE]: podWithSefaz('registered'),
        'GET /pods/:id/sefaz/:file': reply({
          body: '<procEventoNFe/>',
          headers: { 'Content-Disposition': 'attachment; filename="canhoto-a1B2c3-protocolo.xml"' },
        }),
      });
      await user.click(within(await block()).getByRole('button', { name: 'Baixar XML com protocolo' }));
      await waitFor(() => expect(saved).toEqual(['canhoto-a1B2c3-protocolo.xml']));
      expect(calls.filter((c) => c.path.includes('.xml')).map((c) => c.path)).toEqual([
        '/pods/a1B2c3/sefaz/proc-event.xml',
      ]);
    } finally {
      document.removeEventListener('click', onClick);
    }
  });

  it('says so in the block when a file cannot be downloaded', async () => {
    const { user } = renderProof({
      [POD_ROUTE]: podWithSefaz('registered'),
      'GET /pods/:id/sefaz/:file': reply({
        status: 404,
        body: { code: 'not_found', message: 'Arquivo não encontrado.' },
      }),
    });
    const region = await block();
    await user.click(within(region).getByRole('button', { name: 'Baixar XML assinado' }));
    await waitFor(() =>
      expect(within(region).getByRole('alert').textContent).toContain('Arquivo não encontrado.'),
    );
  });

  describe('while SEFAZ has not answered yet', () => {
    beforeEach(() => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    /** Lets the clock run, with React told of what the timers it fires change. */
    const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

    it('reads the proof again until the registration settles, then shows the protocol and stops', async () => {
      const answers = [podWithSefaz('pending'), podWithSefaz('pending'), podWithSefaz('registered')];
      const { calls } = renderProof({ [POD_ROUTE]: () => answers.shift() ?? podWithSefaz('registered') });
      const region = await block();
      expect(within(region).getByText('Enviando à SEFAZ')).toBeTruthy();
      const reads = () => calls.filter((c) => c.path === '/pods/a1B2c3').length;
      expect(reads()).toBe(1);

      await wait(5_000);
      await waitFor(() => expect(reads()).toBe(2));
      expect(within(region).getByText('Enviando à SEFAZ')).toBeTruthy();

      await wait(5_000);
      expect(await within(region).findByText('Protocolo 135260000012345')).toBeTruthy();
      expect(within(region).getByText('Registrado na SEFAZ')).toBeTruthy();

      await wait(20_000);
      expect(reads()).toBe(3);
    });

    it('stops reading once the session ended, and says so in the block', async () => {
      const answers = [podWithSefaz('pending')];
      const onSessionExpired = vi.fn();
      const { calls } = renderWidget(<ProofOfDelivery podId="a1B2c3" onSessionExpired={onSessionExpired} />, {
        api: {
          [POD_ROUTE]: () =>
            answers.shift() ??
            reply({ status: 401, body: { code: 'unauthenticated', message: 'Sessão expirada' } }),
        },
      });
      const region = await block();
      await wait(5_000);
      await waitFor(() =>
        expect(within(region).getByRole('alert').textContent).toContain('Sua sessão expirou.'),
      );
      expect(onSessionExpired).toHaveBeenCalledTimes(1);
      await wait(20_000);
      expect(calls.filter((c) => c.path === '/pods/a1B2c3')).toHaveLength(2);
    });

    it('stops reading when the block goes away', async () => {
      const { calls, unmount } = renderProof({ [POD_ROUTE]: podWithSefaz('cancel-pending') });
      await block();
      unmount();
      await wait(20_000);
      expect(calls.filter((c) => c.path === '/pods/a1B2c3')).toHaveLength(1);
    });

    it('does not read again a registration that is not settling', async () => {
      const { calls } = renderProof({ [POD_ROUTE]: podWithSefaz('registered') });
      await block();
      await wait(20_000);
      expect(calls.filter((c) => c.path === '/pods/a1B2c3')).toHaveLength(1);
    });
  });

  it('shows no block when the proof has no fiscal document to register against', async () => {
    renderProof({ [POD_ROUTE]: samplePod({ sefaz: null }) });
    await screen.findByRole('heading', { name: 'Comprovante #a1B2c3' });
    expect(screen.queryByText('Canhoto digital')).toBeNull();
    expect(screen.queryByText('Carregando o canhoto digital')).toBeNull();
  });
});

describe('Canhoto digital on the public proof', () => {
  it('shows no block', async () => {
    renderWidget(<ProofOfDelivery token="tok-123" />, {
      api: { 'GET /pods/public/:token': samplePod({ sefaz: null }) },
    });
    await screen.findByRole('heading', { name: 'Comprovante de Entrega' });
    expect(screen.queryByText('Canhoto digital')).toBeNull();
    expect(screen.queryByText(/SEFAZ/)).toBeNull();
  });

  it('shows none even if an answer carried a registration', async () => {
    renderWidget(<ProofOfDelivery token="tok-123" />, {
      api: { 'GET /pods/public/:token': podWithSefaz('registered') },
    });
    await screen.findByRole('heading', { name: 'Comprovante de Entrega' });
    expect(screen.queryByText('Canhoto digital')).toBeNull();
    expect(screen.queryByText(/SEFAZ/)).toBeNull();
  });
});

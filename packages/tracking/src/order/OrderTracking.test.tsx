import type { OrderTracking as OrderTrackingAnswer } from '@box/core/schemas';
import { renderWidget, reply } from '@box/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import {
  makeCanceledOrderTracking,
  makeFailedStopOrderTracking,
  makeOrderTracking,
  makePublicOrderTracking,
  type OrderStep,
} from './fixtures/orderTracking';
import { OrderTracking, type OrderTrackingProps } from './OrderTracking';

const SIGNED_IN = 'GET /orders/:id/tracking';
const PUBLIC = 'GET /orders/public/:token/tracking';

function renderSignedIn(answer: unknown = makeOrderTracking(), props: Partial<OrderTrackingProps> = {}) {
  const onNavigate = vi.fn();
  const result = renderWidget(<OrderTracking orderId={51234} onNavigate={onNavigate} {...props} />, {
    api: { [SIGNED_IN]: answer as object },
  });
  return { ...result, onNavigate };
}

const timelineSteps = () =>
  within(screen.getByRole('list', { name: 'Andamento da ordem de serviço' })).getAllByRole('listitem');
const stopRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('OrderTracking', () => {
  it('shows the map with a marker per stop and the driver on desktop', async () => {
    renderSignedIn();
    const map = await screen.findByRole('region', { name: 'Mapa da rota' });
    expect(map.textContent).toContain('Rua Augusta, 1500');
    expect(screen.queryByRole('button', { name: 'Ver no mapa' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ver detalhes' })).toBeNull();
    expect(screen.getByRole('table')).toBeTruthy();
  });

  it('shows the loading state while the first answer is on its way', () => {
    renderWidget(<OrderTracking orderId={1} />, {
      api: { [SIGNED_IN]: reply({ body: {}, delay: 'never' }) },
    });
    expect(screen.getByText('Carregando rastreamento da ordem de serviço')).toBeTruthy();
  });

  it('signed in: loads by OS number, offers the share link and shows the personal driver fields', async () => {
    const { calls, user } = renderSignedIn(makeOrderTracking(), {
      shareOrigin: 'https://portal.box.com.br/',
    });
    expect(await screen.findByText('OS 51234')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Rastreamento da Ordem de Serviço' })).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual(['/orders/51234/tracking', '/orders/51234/tracking/live']);
    expect(screen.getByText('Dados atualizados automaticamente')).toBeTruthy();

    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await user.click(screen.getByRole('button', { name: /Compartilhar o link/ }));
    expect(writeText).toHaveBeenCalledWith('https://portal.box.com.br/r/pub-51234');
    expect(await screen.findByText('Link copiado! Cole (Ctrl-V) onde quiser')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Informações da rota' }));
    const details = screen.getByRole('tabpanel');
    for (const text of [
      'Marcos Pereira',
      'ABC-1D23',
      '(11) 98765-4321',
      '123.456.789-09',
      '01234567890',
      '12.345.678-9',
    ])
      expect(details.textContent).toContain(text);
    expect(details.textContent).toContain('153 kg');
    expect(details.textContent).toContain('Utilitário Pequeno');
    expect(details.textContent).toContain('Pré-aprovado');
    expect(details.textContent).toContain('Ana Souza');
  });

  it('public: loads by token, has no share button and no personal driver fields', async () => {
    const { calls, user } = renderWidget(<OrderTracking token="tok 1" />, {
      api: { [PUBLIC]: makePublicOrderTracking() },
    });
    await screen.findByText('OS 51234');
    expect(calls.map((c) => c.path)).toEqual([
      '/orders/public/tok%201/tracking',
      '/orders/public/tok%201/tracking/live',
    ]);
    expect(screen.queryByRole('button', { name: /Compartilhar o link/ })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Informações da rota' }));
    const details = screen.getByRole('tabpanel');
    expect(details.textContent).toContain('Marcos Pereira');
    expect(details.textContent).not.toContain('CPF');
    expect(details.textContent).not.toContain('CNH');
    expect(details.textContent).not.toContain('Telefone');
  });

  it("public: gives the anonymous visitor the WhatsApp contact, also behind 'Preciso de ajuda'", async () => {
    const { user } = renderWidget(<OrderTracking token="t" whatsapp="+55 11 91234-5678" />, {
      api: { [PUBLIC]: makePublicOrderTracking() },
    });
    const contact = await screen.findByRole('link', { name: 'Falar pelo WhatsApp' });
    expect(contact.getAttribute('href')).toBe(
      `https://wa.me/5511912345678?text=${encodeURIComponent('Olá! Preciso de ajuda com a ordem de serviço 51234.')}`,
    );
    await user.click(screen.getByRole('button', { name: 'Preciso de ajuda' }));
    const help = await screen.findByRole('region', { name: 'Ajuda com a ordem de serviço' });
    expect(within(help).getByRole('link', { name: 'Falar pelo WhatsApp' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Ajuda com a ordem de serviço' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Preciso de ajuda' }));
  });

  it('public without a WhatsApp number: no contact button and no help launcher', async () => {
    renderWidget(<OrderTracking token="t" />, { api: { [PUBLIC]: makePublicOrderTracking() } });
    await screen.findByText('OS 51234');
    expect(screen.queryByRole('link', { name: 'Falar pelo WhatsApp' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Preciso de ajuda' })).toBeNull();
  });

  it("signed in: no WhatsApp button; 'Preciso de ajuda' gives the help text", async () => {
    const { user } = renderSignedIn();
    await screen.findByText('OS 51234');
    expect(screen.queryByRole('link', { name: 'Falar pelo WhatsApp' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Preciso de ajuda' }));
    const help = await screen.findByRole('region', { name: 'Ajuda com a ordem de serviço' });
    expect(help.textContent).toContain('equipe de operações');
    expect(within(help).queryByRole('link', { name: 'Falar pelo WhatsApp' })).toBeNull();
  });

  it.each<[OrderStep, string[]]>([
    ['ALLOCATED', ['Alocada (em andamento)Próxima chegada estimada: 16:15', 'A caminho (pendente)']],
    [
      'ON_THE_WAY',
      ['Alocada (concluída)05/03 às 14:10', 'A caminho (em andamento)Próxima chegada estimada: 16:15'],
    ],
    [
      'LOADED',
      ['A caminho (concluída)05/03 às 14:25', 'Carregando (em andamento)Próxima chegada estimada: 16:15'],
    ],
    [
      'IN_PROGRESS',
      ['Carregando (concluída)05/03 às 14:50', 'Em execução (em andamento)Próxima chegada estimada: 16:15'],
    ],
    ['FINISHED', ['Em execução (concluída)05/03 às 15:20', 'Finalizado (concluída)05/03 às 17:05']],
  ])('timeline at %s shows the SPEC §4 texts', async (step, expected) => {
    renderSignedIn(makeOrderTracking(step));
    await screen.findByText('OS 51234');
    const texts = timelineSteps().map((li) => li.textContent);
    expect(texts).toHaveLength(5);
    for (const text of expected) expect(texts).toContain(text);
  });

  it('shows the schedule, or "imediata" when there is none', async () => {
    const order = makeOrderTracking();
    renderSignedIn({ ...order, orderDetails: { ...order.orderDetails, scheduledFor: null } });
    const label = await screen.findByText(/Agendamento/);
    expect(label.closest('p')?.textContent).toBe('Agendamento: imediata');
  });

  it('shows the canceled banner with its time', async () => {
    renderSignedIn(makeCanceledOrderTracking());
    expect(await screen.findByText('Ordem de serviço cancelada em 05/03 às 14:40')).toBeTruthy();
  });

  it('lists the stops with their statuses, a failed one as "Insucesso"', async () => {
    renderSignedIn(makeFailedStopOrderTracking());
    await screen.findByText('OS 51234');
    const rows = stopRows();
    expect(rows.map((row) => within(row).getAllByRole('cell')[3]?.textContent)).toEqual([
      'Concluído',
      'Concluído',
      'Insucesso',
    ]);
    expect(rows[1]?.textContent).toContain('PED-1001');
    expect(rows[0]?.textContent).toContain('Sem comprovante');
  });

  it('hands a signed-in proof link to onNavigate; its href is on the portal (the page here)', async () => {
    const { user, onNavigate } = renderSignedIn(makeOrderTracking('FINISHED'));
    await screen.findByText('OS 51234');
    const link = screen.getByRole('link', { name: 'Ver comprovante da parada 1' });
    expect(link.getAttribute('href')).toBe(`${new URL(document.baseURI).origin}/comprovantes/pod-1001`);
    await user.click(link);
    expect(onNavigate).toHaveBeenCalledWith('/comprovantes/pod-1001');
  });

  it("signed in on a partner's page: the proof link's href is on the API's origin", async () => {
    const apiBase = 'https://portal.box.com.br/jade/api';
    renderWidget(<OrderTracking orderId={51234} apiBase={apiBase} onNavigate={vi.fn()} />, {
      apiBase,
      api: { [SIGNED_IN]: makeOrderTracking('FINISHED') },
    });
    const link = await screen.findByRole('link', { name: 'Ver comprovante da parada 1' });
    expect(link.getAttribute('href')).toBe('https://portal.box.com.br/comprovantes/pod-1001');
  });

  it('links a public proof to the public page on the API origin', async () => {
    renderWidget(<OrderTracking token="t" apiBase="https://api.box.com.br/jade/api" />, {
      apiBase: 'https://api.box.com.br/jade/api',
      api: { [PUBLIC]: makePublicOrderTracking('FINISHED') },
    });
    const link = await screen.findByRole('link', { name: 'Ver comprovante da parada 1' });
    expect(link.getAttribute('href')).toBe('https://api.box.com.br/comprovantes/publico/tok-1001');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('copies a stop’s /rr/ link', async () => {
    const { user } = renderSignedIn();
    await screen.findByText('OS 51234');
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await user.click(screen.getByRole('button', { name: 'Copiar link de rastreamento do pedido PED-1001' }));
    expect(writeText).toHaveBeenCalledWith(`${new URL(document.baseURI).origin}/rr/rr-1001`);
  });

  describe('recipients of a stop (signed in)', () => {
    const saved = {
      recipients: [
        { email: 'cliente@example.com', phone: null },
        { email: 'novo@example.com', phone: null },
      ],
      token: 'rr-1001',
      shipmentId: 'sh-1001',
      anonymousURL: '/rr/rr-1001',
    };

    it('adds a recipient and saves the changed list', async () => {
      const { user, calls } = renderWidget(<OrderTracking orderId={51234} />, {
        api: { [SIGNED_IN]: makeOrderTracking(), 'POST /shipments/trackings': saved },
      });
      // The stops table is a chunk of its own: the first test to show it waits for it.
      await user.click(
        await screen.findByRole('button', { name: 'Editar destinatários do pedido PED-1001' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Rastreio da mercadoria' });
      expect(dialog.textContent).toContain('cliente@example.com');
      const field = within(dialog).getByLabelText('Novo destinatário (e-mail ou telefone com DDD)');
      await user.type(field, 'nada{Enter}');
      expect(within(dialog).getByText('Informe um e-mail válido ou um telefone com DDD.')).toBeTruthy();
      await user.clear(field);
      await user.type(field, 'novo@example.com{Enter}');
      await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        shipmentId: 'sh-1001',
        recipients: saved.recipients,
      });
      await user.click(screen.getByRole('button', { name: 'Editar destinatários do pedido PED-1001' }));
      expect((await screen.findByRole('dialog')).textContent).toContain('novo@example.com');
    });

    it('says so when saving fails, and sends nothing when the list did not change', async () => {
      const { user, calls } = renderWidget(<OrderTracking orderId={51234} />, {
        api: {
          [SIGNED_IN]: makeOrderTracking(),
          'POST /shipments/trackings': reply({ status: 500, body: { code: 'internal', message: 'x' } }),
        },
      });
      // The stops table is a chunk of its own: the first test to show it waits for it.
      await user.click(
        await screen.findByRole('button', { name: 'Editar destinatários do pedido PED-1001' }),
      );
      let dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

      await user.click(screen.getByRole('button', { name: 'Editar destinatários do pedido PED-1001' }));
      dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Remover cliente@example.com' }));
      await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
      expect(await within(dialog).findByText('Não foi possível salvar os destinatários.')).toBeTruthy();
    });

    it('is not offered on the public page, which has no stop links to copy either', async () => {
      renderWidget(<OrderTracking token="t" />, { api: { [PUBLIC]: makePublicOrderTracking() } });
      await screen.findByText('OS 51234');
      expect(screen.queryByRole('button', { name: /Copiar link de rastreamento do pedido/ })).toBeNull();
      expect(screen.queryByRole('button', { name: /Editar destinatários/ })).toBeNull();
    });
  });

  it('shows the unavailable page on 404', async () => {
    renderSignedIn(reply({ status: 404, body: { code: 'not_found', message: 'OS não encontrada' } }));
    expect(await screen.findByText('OS indisponível para consulta')).toBeTruthy();
    expect(screen.getByText(/Verifique o número da OS/)).toBeTruthy();
  });

  it('shows the unavailable page without calling when the parameters are wrong', () => {
    const { calls } = renderWidget(<OrderTracking orderId={1} token="x" />, { api: {} });
    expect(screen.getByText('OS indisponível para consulta')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('tells the host when the session expired', async () => {
    const onSessionExpired = vi.fn();
    renderSignedIn(reply({ status: 401, body: { code: 'unauthenticated', message: 'x' } }), {
      onSessionExpired,
    });
    await waitFor(() => expect(onSessionExpired).toHaveBeenCalled());
  });

  describe('on a phone', () => {
    /** A narrow screen; `keyboard`: with a mouse or touchpad (so likely a keyboard), else touch only. */
    const phone = (keyboard: boolean) =>
      vi.spyOn(window, 'matchMedia').mockImplementation(
        (query: string) =>
          ({
            matches: keyboard && query.includes('pointer: fine'),
            media: query,
            addEventListener: () => {},
            removeEventListener: () => {},
          }) as unknown as MediaQueryList,
      );
    beforeEach(() => phone(false));
    afterEach(() => vi.restoreAllMocks());

    it('shows the summary first and the map full-screen on demand; Escape goes back', async () => {
      const { user } = renderSignedIn();
      await screen.findByText('OS 51234');
      expect(screen.queryByRole('region', { name: 'Mapa da rota' })).toBeNull();

      const showMap = screen.getByRole('button', { name: 'Ver no mapa' });
      expect(screen.getByRole('button', { name: 'Preciso de ajuda' })).toBeTruthy();
      await user.click(showMap);
      // The map is a chunk of its own: the first test in this file to open it waits for it.
      expect(await screen.findByRole('region', { name: 'Mapa da rota' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Preciso de ajuda' })).toBeNull();
      const close = screen.getByRole('button', { name: 'Fechar mapa' });
      expect(document.activeElement).toBe(close);
      // A touch screen has no Escape key to press: the visible button is what it is told.
      expect(screen.queryByText('Para sair, pressione ESC')).toBeNull();

      await user.keyboard('{Escape}');
      expect(screen.queryByRole('region', { name: 'Mapa da rota' })).toBeNull();
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ver no mapa' })),
      );

      await user.click(screen.getByRole('button', { name: 'Ver no mapa' }));
      await user.click(screen.getByRole('button', { name: 'Fechar mapa' }));
      expect(screen.queryByRole('region', { name: 'Mapa da rota' })).toBeNull();
    });

    it('tells a narrow window with a keyboard that Escape closes the map, beside the Fechar mapa button', async () => {
      vi.restoreAllMocks();
      phone(true);
      const { user } = renderSignedIn();
      await user.click(await screen.findByRole('button', { name: 'Ver no mapa' }));
      expect(await screen.findByRole('button', { name: 'Fechar mapa' })).toBeTruthy();
      expect(screen.getByText('Para sair, pressione ESC')).toBeTruthy();
    });

    it('keeps the details behind "Ver detalhes"', async () => {
      const { user } = renderSignedIn();
      await screen.findByText('OS 51234');
      expect(screen.queryByRole('table')).toBeNull();
      const toggle = screen.getByRole('button', { name: 'Ver detalhes' });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      await user.click(toggle);
      expect(screen.getByRole('table')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Ocultar detalhes' }).getAttribute('aria-expanded')).toBe(
        'true',
      );
    });
  });

  describe('polling', () => {
    beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
    afterEach(() => vi.useRealTimers());

    it('reloads after 60 s and shows the new data; a failed refresh keeps the data', async () => {
      const answers: (OrderTrackingAnswer | ReturnType<typeof reply>)[] = [
        makeOrderTracking('ON_THE_WAY'),
        makeOrderTracking('LOADED'),
        reply({ status: 503, body: { code: 'unavailable', message: 'x' } }),
      ];
      // No live stream here (its route answers 404): the page polls.
      const { calls } = renderSignedIn(() => answers.shift() ?? reply({ status: 503, body: {} }));
      const loads = () => calls.filter((c) => c.path === '/orders/51234/tracking');
      await screen.findByText('OS 51234');
      expect(timelineSteps()[2]?.textContent).toBe('Carregando (pendente)');

      await act(() => vi.advanceTimersByTimeAsync(59_000));
      expect(loads()).toHaveLength(1);
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      await waitFor(() => expect(timelineSteps()[2]?.textContent).toContain('Carregando (em andamento)'));
      expect(loads()).toHaveLength(2);

      await act(() => vi.advanceTimersByTimeAsync(60_000));
      await waitFor(() => expect(loads()).toHaveLength(3));
      expect(await screen.findByText(/Não foi possível atualizar agora/)).toBeTruthy();
      expect(screen.queryByText('OS indisponível para consulta')).toBeNull();
      expect(timelineSteps()[2]?.textContent).toContain('Carregando (em andamento)');
    });
  });
});

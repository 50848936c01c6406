import { renderWidget, reply } from '@box/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import {
  canceledShipment,
  DEMO_ACCESS_KEY,
  DEMO_CLIENT_CODE,
  DEMO_HASH,
  DEMO_SEFAZ_PROTOCOL,
  deliveredAtSefaz,
  deliveredShipment,
  deliveredWithoutProof,
  failedShipment,
  ratedShipment,
  shipmentAtStep,
} from './fixtures/shipments';
import { ShipmentTracking } from './ShipmentTracking';
import { viewport } from './viewport.test-support';

const BY_HASH = 'GET /shipments/by-hash/:hash/tracking';
const steps = () =>
  within(screen.getByRole('list', { name: 'Andamento da entrega' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

beforeEach(() => viewport(1366));

describe('<ShipmentTracking> loading by hash or by fiscal document', () => {
  it('loads by hash and shows the title, the tracking code and the timeline', async () => {
    const { calls } = renderWidget(<ShipmentTracking hash={DEMO_HASH} />, {
      api: { [BY_HASH]: shipmentAtStep(2) },
    });
    expect(screen.getByRole('status')?.textContent).toContain('Carregando rastreamento');
    expect(await screen.findByRole('heading', { name: 'Rastreamento da Remessa' })).toBeTruthy();
    expect(screen.getByText('BX-DEMO-000123')).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual([
      `/shipments/by-hash/${DEMO_HASH}/tracking`,
      `/shipments/by-hash/${DEMO_HASH}/tracking/live`,
    ]);
    expect(steps()).toEqual([
      'Em separação (concluída)21/11 às 09:10',
      'Em trânsito (concluída)21/11 às 10:20',
      'Indo para seu destino (em andamento)21/11 às 10:20',
      'Finalizada (pendente)',
    ]);
  });

  it('loads by access key and client code when there is no hash', async () => {
    const { calls } = renderWidget(
      <ShipmentTracking accessKey={DEMO_ACCESS_KEY} clientCode={DEMO_CLIENT_CODE} />,
      {
        api: { 'GET /shipments/by-dfe/:key/tracking': shipmentAtStep(1) },
      },
    );
    await screen.findByText('BX-DEMO-000123');
    expect(calls).toEqual([
      expect.objectContaining({
        path: `/shipments/by-dfe/${DEMO_ACCESS_KEY}/tracking`,
        query: { client_code: DEMO_CLIENT_CODE },
      }),
    ]);
  });

  it("shows 'Invalid request mode' inside a pt-BR message, and calls nothing, when neither is complete", async () => {
    const { calls } = renderWidget(<ShipmentTracking accessKey={DEMO_ACCESS_KEY} />);
    const alert = await screen.findByRole('alert');
    expect(alert?.textContent).toContain('Rastreamento indisponível');
    expect(alert?.textContent).toContain('(Invalid request mode)');
    expect(calls).toEqual([]);
  });

  it('shows the unavailable state when the shipment is not found', async () => {
    renderWidget(<ShipmentTracking hash="desconhecido" />, {
      api: {
        [BY_HASH]: reply({ status: 404, body: { code: 'not_found', message: 'Remessa não encontrada.' } }),
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('OS indisponível para consulta');
  });

  it('tells the host when the session expired', async () => {
    const onSessionExpired = vi.fn();
    renderWidget(<ShipmentTracking hash={DEMO_HASH} onSessionExpired={onSessionExpired} />, {
      api: { [BY_HASH]: reply({ status: 401, body: { code: 'unauthenticated', message: 'x' } }) },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Sua sessão expirou.');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });
});

describe('<ShipmentTracking> states', () => {
  it("reads 'Entregando' while delivering and 'Finalizada' with the finish time once delivered", async () => {
    const first = renderWidget(<ShipmentTracking hash={DEMO_HASH} />, {
      api: { [BY_HASH]: shipmentAtStep(3) },
    });
    await screen.findByText('BX-DEMO-000123');
    expect(steps()[3]).toBe('Entregando (em andamento)21/11 às 11:05');
    first.unmount();
    renderWidget(<ShipmentTracking hash={DEMO_HASH} />, { api: { [BY_HASH]: deliveredWithoutProof() } });
    await screen.findByText('BX-DEMO-000123');
    expect(steps()[3]).toBe('Finalizada (concluída)21/11 às 11:32');
  });

  it("shows 'Entrega cancelada' with its time", async () => {
    renderWidget(<ShipmentTracking hash={DEMO_HASH} />, { api: { [BY_HASH]: canceledShipment() } });
    const alert = await screen.findByRole('alert');
    expect(alert?.textContent).toContain('Entrega cancelada');
    expect(alert?.textContent).toContain('Cancelada em 21/11 às 09:40');
  });

  it('tells when a delivery attempt failed', async () => {
    renderWidget(<ShipmentTracking hash={DEMO_HASH} />, { api: { [BY_HASH]: failedShipment() } });
    expect((await screen.findByRole('alert')).textContent).toContain('Não foi possível concluir a entrega');
  });

  it("shows the point's address, arrival estimate, driver and plate", async () => {
    renderWidget(<ShipmentTracking hash={DEMO_HASH} />, { api: { [BY_HASH]: shipmentAtStep(2) } });
    const panel = await screen.findByRole('tabpanel');
    expect(screen.getByRole('tab', { name: 'Informações do ponto' })?.getAttribute('aria-selected')).toBe(
      'true',
    );
    const text = panel.textContent;
    expect(text).toContain('Avenida Paulista, 1578');
    expect(text).toContain('Previsão de chegada21/11 às 11:30');
    expect(text).toContain('Carlos Demonstração');
    expect(text).toContain('ABC-1D23');
  });

  it('shows the proof of delivery with the image links read against the API origin', async () => {
    const { user } = renderWidget(
      <ShipmentTracking hash={DEMO_HASH} apiBase="https://box.example/jade/api" />,
      {
        apiBase: 'https://box.example/jade/api',
        api: { [BY_HASH]: { ...deliveredShipment(), requestRating: false } },
      },
    );
    await user.click(await screen.findByRole('tab', { name: 'Comprovante do serviço' }));
    const panel = screen.getByRole('tabpanel');
    expect(panel?.textContent).toContain('Maria Exemplo');
    expect(panel?.textContent).toContain('12.345.678-9');
    expect(panel?.textContent).toContain('21/11/2026 às 11:32');
    expect(within(panel).getByRole('img', { name: 'Assinatura do recebedor' })?.getAttribute('src')).toBe(
      'https://box.example/jade/api/media/pods/demo-token/signature',
    );
    expect(within(panel).getByRole('link', { name: 'Foto 2 da entrega' })?.getAttribute('href')).toBe(
      'https://box.example/jade/api/media/pods/demo-token/pictures/1',
    );
  });

  it("shows the proof's SEFAZ protocol under its details, at São Paulo time (issue 20)", async () => {
    const { user } = renderWidget(<ShipmentTracking hash={DEMO_HASH} />, {
      api: { [BY_HASH]: deliveredAtSefaz('registered') },
    });
    await user.click(await screen.findByRole('tab', { name: 'Comprovante do serviço' }));
    expect(within(screen.getByRole('tabpanel')).getByText(/SEFAZ/).textContent).toBe(
      `Registrado na SEFAZ · Protocolo ${DEMO_SEFAZ_PROTOCOL} · 21/11/2026 às 11:40`,
    );
  });

  it.each([
    ['pending', 'Enviando à SEFAZ'],
    ['rejected', 'Rejeitado pela SEFAZ'],
    ['cancelled', 'Registro cancelado na SEFAZ'],
  ] as const)('shows a proof %s at SEFAZ in its words, without a protocol', async (status, words) => {
    const { user } = renderWidget(<ShipmentTracking hash={DEMO_HASH} />, {
      api: { [BY_HASH]: deliveredAtSefaz(status) },
    });
    await user.click(await screen.findByRole('tab', { name: 'Comprovante do serviço' }));
    expect(within(screen.getByRole('tabpanel')).getByText(/SEFAZ/).textContent).toBe(words);
  });

  it('says nothing of SEFAZ when the shipment has no NF-e/CT-e to register against', async () => {
    const { user } = renderWidget(<ShipmentTracking hash={DEMO_HASH} />, {
      api: { [BY_HASH]: { ...deliveredShipment(), requestRating: false } },
    });
    await user.click(await screen.findByRole('tab', { name: 'Comprovante do serviço' }));
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toContain('Maria Exemplo');
    expect(panel.textContent).not.toMatch(/SEFAZ|Protocolo/);
  });

  it("says 'Comprovante ainda não disponível.' before the proof exists", async () => {
    const { user } = renderWidget(<ShipmentTracking hash={DEMO_HASH} />, {
      api: { [BY_HASH]: shipmentAtStep(2) },
    });
    await user.click(await screen.findByRole('tab', { name: 'Comprovante do serviço' }));
    expect(screen.getByRole('tabpanel')?.textContent).toContain('Comprovante ainda não disponível.');
  });
});

describe('<ShipmentTracking> anonymous and signed-in layouts', () => {
  it('gives anonymous visitors the WhatsApp contact, also behind the help launcher', async () => {
    const { user } = renderWidget(<ShipmentTracking hash={DEMO_HASH} whatsapp="+55 11 91234-5678" />, {
      api: { [BY_HASH]: shipmentAtStep(2) },
    });
    const contact = await screen.findByRole('link', { name: 'Falar pelo WhatsApp' });
    expect(contact.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5511912345678\?text=.*BX-DEMO-000123/);
    expect(screen.queryByRole('button', { name: 'Voltar' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Preciso de ajuda' }));
    const help = await screen.findByRole('region', { name: 'Ajuda com a entrega' });
    expect(within(help).getByRole('link', { name: 'Falar pelo WhatsApp' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Ajuda com a entrega' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Preciso de ajuda' }));
  });

  it('offers anonymous visitors no WhatsApp and no help launcher when no number was given', async () => {
    renderWidget(<ShipmentTracking hash={DEMO_HASH} />, { api: { [BY_HASH]: shipmentAtStep(2) } });
    await screen.findByText('BX-DEMO-000123');
    expect(screen.queryByRole('link', { name: 'Falar pelo WhatsApp' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Preciso de ajuda' })).toBeNull();
    expect(document.querySelector('a[href*="wa.me"]')).toBeNull();
  });

  it("gives signed-in users the full layout: no WhatsApp, '< Voltar' and Esc to go back", async () => {
    const onClose = vi.fn();
    const { user } = renderWidget(<ShipmentTracking hash={DEMO_HASH} signedIn onClose={onClose} />, {
      api: { [BY_HASH]: shipmentAtStep(2) },
    });
    const back = await screen.findByRole('button', { name: 'Voltar' });
    expect(back?.textContent).toContain('< Voltar');
    expect(screen.getByText('Para sair, pressione ESC')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Falar pelo WhatsApp' })).toBeNull();
    await user.click(back);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Preciso de ajuda' }));
    expect((await screen.findByRole('region', { name: 'Ajuda com a entrega' })).textContent).toContain(
      'equipe de operações',
    );
  });

  it("on desktop shows the details and the map together, with no 'Ver no mapa'", async () => {
    renderWidget(<ShipmentTracking hash={DEMO_HASH} />, { api: { [BY_HASH]: shipmentAtStep(2) } });
    expect(await screen.findByRole('tabpanel')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Mapa da entrega' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ver no mapa' })).toBeNull();
  });

  it("on phones collapses the details and toggles the map with 'Ver no mapa' / 'Fechar mapa' / Esc", async () => {
    viewport(360);
    const { user } = renderWidget(<ShipmentTracking hash={DEMO_HASH} />, {
      api: { [BY_HASH]: shipmentAtStep(2) },
    });
    const toggle = await screen.findByRole('button', { name: 'Ver detalhes' });
    expect(toggle?.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('tabpanel')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Mapa da entrega' })).toBeNull();
    await user.click(toggle);
    expect(await screen.findByRole('tabpanel')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Ver no mapa' }));
    const map = await screen.findByRole('region', { name: 'Mapa da entrega' });
    expect(within(map).getByText(/Local de entrega: Avenida Paulista, 1578/)).toBeTruthy();
    // A touch screen has no Escape key to press: the visible button is what it is told.
    expect(screen.queryByText('Para sair, pressione ESC')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fechar mapa' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Mapa da entrega' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ver no mapa' }));
    await user.click(screen.getByRole('button', { name: 'Ver no mapa' }));
    await user.click(screen.getByRole('button', { name: 'Fechar mapa' }));
    expect(screen.getByRole('heading', { name: 'Rastreamento da Remessa' }).closest('section')?.hidden).toBe(
      false,
    );
  });

  it('tells a narrow window with a keyboard that Escape closes the map', async () => {
    viewport(360, { keyboard: true });
    const { user } = renderWidget(<ShipmentTracking hash={DEMO_HASH} />, {
      api: { [BY_HASH]: shipmentAtStep(2) },
    });
    await user.click(await screen.findByRole('button', { name: 'Ver no mapa' }));
    expect(screen.getByRole('button', { name: 'Fechar mapa' })).toBeTruthy();
    expect(screen.getByText('Para sair, pressione ESC')).toBeTruthy();
  });

  it("tells a signed-in phone user of '< Voltar', not of an Escape key", async () => {
    viewport(360);
    renderWidget(<ShipmentTracking hash={DEMO_HASH} signedIn onClose={() => {}} />, {
      api: { [BY_HASH]: shipmentAtStep(2) },
    });
    expect((await screen.findByRole('button', { name: 'Voltar' })).textContent).toContain('< Voltar');
    expect(screen.queryByText('Para sair, pressione ESC')).toBeNull();
  });
});

describe('<ShipmentTracking> map', () => {
  it("marks the delivery stop (code, address, arrival in its info window) and the driver's position", async () => {
    const { user } = renderWidget(<ShipmentTracking hash={DEMO_HASH} />, {
      api: { [BY_HASH]: shipmentAtStep(2) },
    });
    const map = await screen.findByRole('region', { name: 'Mapa da entrega' });
    // With the time of its last position: the fixture's is another day than any run's, so it names the day.
    expect(within(map).getByText('Posição do entregador 21/11 às 11:02')).toBeTruthy();
    await user.click(within(map).getByRole('button', { name: 'Local de entrega: Avenida Paulista, 1578' }));
    const text = map.textContent;
    expect(text).toContain('BX-DEMO-000123');
    expect(text).toContain('21/11 às 11:30');
  });
});

describe('<ShipmentTracking> polling', () => {
  it('reloads on its interval and shows the new answer', async () => {
    let answer = shipmentAtStep(2);
    const { calls } = renderWidget(<ShipmentTracking hash={DEMO_HASH} pollInterval={1000} />, {
      api: { [BY_HASH]: () => answer },
    });
    await screen.findByText('BX-DEMO-000123');
    expect(steps()[3]).toBe('Finalizada (pendente)');
    answer = shipmentAtStep(3);
    await waitFor(() => expect(steps()[3]).toMatch(/^Entregando/));
    expect(
      calls.filter((c) => c.path === `/shipments/by-hash/${DEMO_HASH}/tracking`).length,
    ).toBeGreaterThanOrEqual(2);
  });
});

describe('<ShipmentTracking> rating', () => {
  it("opens the rating by itself once per page view: 'Avaliar mais tarde' keeps it closed on the next poll", async () => {
    const { user, calls } = renderWidget(<ShipmentTracking hash={DEMO_HASH} pollInterval={1000} />, {
      api: { [BY_HASH]: deliveredShipment },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Avalie sua experiência' });
    await user.click(within(dialog).getByRole('button', { name: 'Avaliar mais tarde' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The live stream's route answers 404 here, so the page polls: wait for the second load.
    const loads = () => calls.filter((c) => c.path === `/shipments/by-hash/${DEMO_HASH}/tracking`);
    await waitFor(() => expect(loads().length).toBeGreaterThanOrEqual(2));
    // Let the second answer render before looking.
    await screen.findByText('BX-DEMO-000123');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Avaliação da entrega' }));
    expect(await screen.findByRole('dialog', { name: 'Avalie sua experiência' })).toBeTruthy();
  });

  it("with noRatingPrompt does not open the rating by itself; 'Avaliação da entrega' still does", async () => {
    const { user } = renderWidget(<ShipmentTracking hash={DEMO_HASH} noRatingPrompt />, {
      api: { [BY_HASH]: deliveredShipment },
    });
    const button = await screen.findByRole('button', { name: 'Avaliação da entrega' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Avalie sua experiência' })).toBeTruthy();
  });

  it('sends the rating by hash, then shows it as given', async () => {
    const onRated = vi.fn();
    const { user, calls } = renderWidget(<ShipmentTracking hash={DEMO_HASH} onRated={onRated} />, {
      api: { [BY_HASH]: deliveredShipment, 'POST /shipments/by-hash/:hash/rating': { ok: true } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Avalie sua experiência' });
    const send = within(dialog).getByRole('button', { name: 'Enviar' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('radio', { name: '5 estrelas' }));
    expect((send as HTMLButtonElement).disabled).toBe(false);
    await user.click(send);
    expect(await screen.findByRole('dialog', { name: 'Avaliação enviada' })).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: `/shipments/by-hash/${DEMO_HASH}/rating`,
      body: { driverId: 42, rating: 5, comment: null, extraQuestions: [] },
    });
    expect(onRated).toHaveBeenCalledWith(expect.objectContaining({ rating: 5 }));
    await user.click(within(screen.getByRole('dialog')).getAllByRole('button', { name: 'Fechar' })[0]!);
    await user.click(screen.getByRole('button', { name: 'Avaliação da entrega' }));
    expect((await screen.findByRole('dialog', { name: 'Avaliação enviada' })).textContent).toContain(
      'Sua nota para o entregador: 5 de 5',
    );
  });

  it('shows a rating given before instead of asking again, and does not open it by itself', async () => {
    const { user } = renderWidget(<ShipmentTracking hash={DEMO_HASH} />, {
      api: { [BY_HASH]: ratedShipment() },
    });
    const button = await screen.findByRole('button', { name: 'Avaliação da entrega' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Avaliação enviada' });
    expect(dialog?.textContent).toContain('Sua nota para o entregador: 4 de 5');
    expect(dialog?.textContent).toContain('Chegou antes do previsto.');
  });

  it('offers no rating before the delivery', async () => {
    renderWidget(<ShipmentTracking hash={DEMO_HASH} />, { api: { [BY_HASH]: shipmentAtStep(3) } });
    await screen.findByText('BX-DEMO-000123');
    expect(screen.queryByRole('button', { name: 'Avaliação da entrega' })).toBeNull();
  });

  it('keeps Esc for the open rating dialog rather than leaving the page', async () => {
    const onClose = vi.fn();
    renderWidget(<ShipmentTracking hash={DEMO_HASH} signedIn onClose={onClose} />, {
      api: { [BY_HASH]: deliveredShipment },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Avalie sua experiência' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
  });
});

import { describeStories } from '@box/ui/testing';
import { screen, within } from '@testing-library/react';
import * as stories from './ShipmentTracking.stories';
import { viewport } from './viewport.test-support';

const loaded = () => screen.findByRole('heading', { name: 'Rastreamento da Remessa' });
const doingStep = () =>
  within(screen.getByRole('list', { name: 'Andamento da entrega' }))
    .getAllByRole('listitem')
    .find((li) => li.getAttribute('aria-current') === 'step')?.textContent ?? '';

/** What each shipment story must show once its mocked API answered. */
const expectations: Record<string, () => Promise<void>> = {
  Separating: async () => {
    await loaded();
    expect(doingStep()).toContain('Em separação');
  },
  InTransit: async () => {
    await loaded();
    expect(doingStep()).toContain('Em trânsito');
  },
  OnTheWay: async () => {
    await loaded();
    expect(doingStep()).toContain('Indo para seu destino');
  },
  Delivering: async () => {
    await loaded();
    expect(doingStep()).toContain('Entregando');
  },
  DeliveredAsksRating: async () => {
    expect(await screen.findByRole('dialog', { name: 'Avalie sua experiência' })).toBeTruthy();
  },
  DeliveredNoPrompt: async () => {
    expect(await screen.findByRole('button', { name: 'Avaliação da entrega' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  },
  WithoutWhatsapp: async () => {
    await loaded();
    expect(screen.queryByRole('link', { name: 'Falar pelo WhatsApp' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Preciso de ajuda' })).toBeNull();
  },
  Rated: async () => {
    await loaded();
    expect(screen.getByRole('button', { name: 'Avaliação da entrega' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  },
  NoProofYet: async () => {
    await loaded();
    const steps = within(screen.getByRole('list', { name: 'Andamento da entrega' })).getAllByRole('listitem');
    expect(steps.at(-1)?.textContent).toContain('Finalizada (concluída)');
    expect(screen.queryByRole('dialog')).toBeNull();
  },
  Canceled: async () => {
    expect(await screen.findByText('Entrega cancelada')).toBeTruthy();
  },
  Failed: async () => {
    expect(await screen.findByText('Não foi possível concluir a entrega')).toBeTruthy();
  },
  RegisteredAtSefaz: async () => {
    const panel = await screen.findByRole('tabpanel', { name: 'Comprovante do serviço' });
    expect(within(panel).getByText(/SEFAZ/).textContent).toBe(
      'Registrado na SEFAZ · Protocolo 135260000123456 · 21/11/2026 às 11:40',
    );
  },
  RejectedAtSefaz: async () => {
    const panel = await screen.findByRole('tabpanel', { name: 'Comprovante do serviço' });
    expect(within(panel).getByText(/SEFAZ/).textContent).toBe('Rejeitado pela SEFAZ');
  },
  ByFiscalDocument: async () => {
    await loaded();
  },
  SignedIn: async () => {
    await loaded();
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeTruthy();
  },
  OnPhone: async () => {
    await loaded();
  },
  Loading: async () => {
    expect(screen.getByText('Carregando rastreamento')).toBeTruthy();
  },
  NotFound: async () => {
    expect(await screen.findByText('OS indisponível para consulta')).toBeTruthy();
  },
  InvalidRequestMode: async () => {
    expect(screen.getByRole('alert').textContent).toContain('Invalid request mode');
  },
};

// 'browser': the SEFAZ stories' play waits for the details tabs, a lazy chunk React holds back inside act.
describeStories('shipment tracking', stories, expectations, {
  beforeEach: () => viewport(1366),
  play: 'browser',
});

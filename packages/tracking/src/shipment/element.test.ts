import { createFakeFetch } from '@box/ui/testing';
import { waitFor } from '@testing-library/react';
import { act } from 'react';
import { vi } from 'vitest';
import { SHIPMENT_TRACKING_TAG, ShipmentTrackingElement } from './element';
import { DEMO_HASH, deliveredShipment, shipmentAtStep } from './fixtures/shipments';
import { viewport } from './viewport.test-support';
import './define';
import type { BoxShipmentTrackingElement } from '../elements.generated';

// The element as the package's generated types declare it (document.createElement by tag gives it).
type El = BoxShipmentTrackingElement;

async function mount(attributes: Record<string, string>, fetchImpl: typeof fetch): Promise<El> {
  const el = document.createElement(SHIPMENT_TRACKING_TAG) as El;
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  el.fetch = fetchImpl;
  await act(async () => {
    document.body.append(el);
  });
  return el;
}

const shadow = (el: El) => el.shadowRoot as ShadowRoot;
const text = (el: El) => shadow(el).textContent ?? '';

describe('<box-shipment-tracking>', () => {
  beforeEach(() => viewport(1366));
  afterEach(async () => {
    await act(async () => {
      document.body.replaceChildren();
    });
  });

  it('is registered by the define entry', () => {
    expect(customElements.get(SHIPMENT_TRACKING_TAG)).toBe(ShipmentTrackingElement);
  });

  it('loads by hash from its api-base and renders in its shadow root with its styles', async () => {
    const api = createFakeFetch(
      { 'GET /shipments/by-hash/:hash/tracking': shipmentAtStep(2) },
      { apiBase: '/parceiro/api' },
    );
    const el = await mount({ hash: DEMO_HASH, 'api-base': '/parceiro/api' }, api.fetch);
    await waitFor(() => expect(text(el)).toContain('Rastreamento da Remessa'));
    expect(api.calls.map((c) => c.path)).toEqual([
      `/shipments/by-hash/${DEMO_HASH}/tracking`,
      `/shipments/by-hash/${DEMO_HASH}/tracking/live`,
    ]);
    const css = shadow(el)
      .adoptedStyleSheets.flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
      .join('\n');
    expect(css).toContain('.box-shipment__panel');
    expect(css).toContain('.box-timeline__step');
    // The rating dialog brings its own sheet with its lazy chunk.
    expect(css).not.toContain('.box-rating-scale__label');
    expect(shadow(el).querySelector('.box-root .box-shipment')).not.toBeNull();
  });

  it('switches to the fiscal document mode from attributes, and to the invalid state without a client code', async () => {
    const api = createFakeFetch({ 'GET /shipments/by-dfe/:key/tracking': shipmentAtStep(1) });
    const el = await mount({ 'access-key': '3526', 'client-code': '3154' }, api.fetch);
    await waitFor(() => expect(text(el)).toContain('BX-DEMO-000123'));
    expect(api.calls[0]).toMatchObject({
      path: '/shipments/by-dfe/3526/tracking',
      query: { client_code: '3154' },
    });
    await act(async () => {
      el.removeAttribute('client-code');
    });
    expect(text(el)).toContain('Invalid request mode');
  });

  it('shows the WhatsApp contact of its `whatsapp` attribute, and the full layout with `signed-in`', async () => {
    const api = createFakeFetch({ 'GET /shipments/by-hash/:hash/tracking': shipmentAtStep(2) });
    const el = await mount({ hash: DEMO_HASH, whatsapp: '+55 11 95555-1234' }, api.fetch);
    await waitFor(() => expect(text(el)).toContain('Falar pelo WhatsApp'));
    const link = shadow(el).querySelector<HTMLAnchorElement>('a[href^="https://wa.me/"]');
    expect(link?.href).toContain('wa.me/5511955551234');
    await act(async () => {
      el.setAttribute('signed-in', '');
    });
    expect(shadow(el).querySelector('a[href^="https://wa.me/"]')).toBeNull();
    expect(text(el)).toContain('< Voltar');
  });

  it('opens no WhatsApp contact without a `whatsapp` attribute (no default number)', async () => {
    const api = createFakeFetch({ 'GET /shipments/by-hash/:hash/tracking': shipmentAtStep(2) });
    const el = await mount({ hash: DEMO_HASH }, api.fetch);
    await waitFor(() => expect(text(el)).toContain('BX-DEMO-000123'));
    expect(shadow(el).querySelector('a[href*="wa.me"]')).toBeNull();
    expect(text(el)).not.toContain('Falar pelo WhatsApp');
    expect(text(el)).not.toContain('Preciso de ajuda');
  });

  it('keeps the rating dialog closed with `no-rating-prompt`, and opens it by itself once the attribute goes', async () => {
    const api = createFakeFetch({ 'GET /shipments/by-hash/:hash/tracking': deliveredShipment() });
    const el = await mount({ hash: DEMO_HASH, 'no-rating-prompt': '' }, api.fetch);
    await waitFor(() => expect(text(el)).toContain('Avaliação da entrega'));
    expect(shadow(el).querySelector('[role="dialog"]')).toBeNull();
    await act(async () => {
      el.removeAttribute('no-rating-prompt');
    });
    await waitFor(() => expect(shadow(el).querySelector('[role="dialog"]')).not.toBeNull());
  });

  it('dispatches box:close from < Voltar and box:rated after a rating, across the shadow boundary', async () => {
    const api = createFakeFetch({
      'GET /shipments/by-hash/:hash/tracking': deliveredShipment(),
      'POST /shipments/by-hash/:hash/rating': { ok: true },
    });
    const closed = vi.fn();
    const rated: unknown[] = [];
    const onRated = (event: Event) => rated.push((event as CustomEvent).detail);
    document.addEventListener('box:close', closed);
    document.addEventListener('box:rated', onRated);
    const el = await mount({ hash: DEMO_HASH, 'signed-in': '' }, api.fetch);
    await waitFor(() => expect(shadow(el).querySelector('input[type="radio"]')).not.toBeNull());
    // The lazy dialog's sheets are adopted by the shadow root (no <style>, which a strict CSP refuses).
    const adopted = shadow(el)
      .adoptedStyleSheets.map((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n'))
      .join('\n');
    expect(adopted).toContain('.box-rating-scale__label');
    expect(adopted).toContain('.box-modal-backdrop');
    expect(shadow(el).querySelector('style')).toBeNull();
    const fiveStars = [...shadow(el).querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
      (input) => input.value === '5' && input.closest('.box-rating-scale--stars'),
    );
    await act(async () => {
      fiveStars?.click();
    });
    const send = [...shadow(el).querySelectorAll('button')].find((b) => b.textContent === 'Enviar');
    await act(async () => {
      send?.click();
    });
    await waitFor(() =>
      expect(rated).toEqual([{ body: expect.objectContaining({ driverId: 42, rating: 5 }) }]),
    );
    const closeSent = [...shadow(el).querySelectorAll('button.box-button')].find(
      (b) => b.textContent === 'Fechar',
    );
    await act(async () => {
      (closeSent as HTMLButtonElement).click();
    });
    const back = shadow(el).querySelector<HTMLButtonElement>('button[aria-label="Voltar"]');
    await act(async () => {
      back?.click();
    });
    expect(closed).toHaveBeenCalledTimes(1);
    document.removeEventListener('box:close', closed);
    document.removeEventListener('box:rated', onRated);
  });
});

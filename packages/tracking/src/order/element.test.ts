import { createFakeFetch, reply } from '@box/ui/testing';
import { waitFor } from '@testing-library/react';
import { act } from 'react';
import { vi } from 'vitest';
import { ORDER_TRACKING_TAG, OrderTrackingElement } from './element';
import { makeOrderTracking } from './fixtures/orderTracking';
import './define';
import type { BoxOrderTrackingElement } from '../elements.generated';

// The element as the package's generated types declare it (document.createElement by tag gives it).
type TrackingElement = BoxOrderTrackingElement;

async function mount(attributes: Record<string, string>, fetchImpl: typeof fetch): Promise<TrackingElement> {
  const el = document.createElement(ORDER_TRACKING_TAG) as TrackingElement;
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  el.fetch = fetchImpl;
  await act(async () => {
    document.body.append(el);
  });
  return el;
}

const shadow = (el: TrackingElement) => el.shadowRoot as ShadowRoot;

describe('<box-order-tracking>', () => {
  afterEach(async () => {
    await act(async () => {
      document.body.replaceChildren();
    });
  });

  it('is registered by the define entry', () => {
    expect(customElements.get(ORDER_TRACKING_TAG)).toBe(OrderTrackingElement);
  });

  it('loads by order-id from its api-base and renders in its shadow root with its styles', async () => {
    const api = createFakeFetch(
      { 'GET /orders/:id/tracking': makeOrderTracking() },
      { apiBase: '/parceiro/api' },
    );
    const el = await mount({ 'order-id': '51234', 'api-base': '/parceiro/api' }, api.fetch);
    await waitFor(() => expect(shadow(el).textContent).toContain('OS 51234'));
    expect(api.calls.map((c) => c.path)).toEqual(['/orders/51234/tracking', '/orders/51234/tracking/live']);
    const css = shadow(el)
      .adoptedStyleSheets.flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
      .join('\n');
    expect(css).toContain('.box-order-tracking__side');
    expect(css).toContain('.box-timeline__dot');
    expect(css).toContain('.box-tracking-help__launcher');
  });

  it('loads the public answer by token, with the WhatsApp contact of its `whatsapp` attribute', async () => {
    const api = createFakeFetch({
      'GET /orders/public/:token/tracking': { ...makeOrderTracking(), publicToken: null },
    });
    const el = await mount({ token: 'abc', whatsapp: '+55 11 95555-1234' }, api.fetch);
    await waitFor(() => expect(shadow(el).textContent).toContain('OS 51234'));
    expect(api.calls.map((c) => c.path)).toEqual([
      '/orders/public/abc/tracking',
      '/orders/public/abc/tracking/live',
    ]);
    const link = shadow(el).querySelector<HTMLAnchorElement>('a[href^="https://wa.me/"]');
    expect(link?.href).toContain('wa.me/5511955551234');
  });

  it('emits box:navigate for a signed-in proof link', async () => {
    const api = createFakeFetch({ 'GET /orders/:id/tracking': makeOrderTracking('FINISHED') });
    const el = await mount({ 'order-id': '51234' }, api.fetch);
    const onNavigate = vi.fn();
    el.addEventListener('box:navigate', (event) => onNavigate((event as CustomEvent).detail));
    // The href is absolute on the portal (the page's origin with the default api-base); a click is the event.
    const href = `${new URL(document.baseURI).origin}/comprovantes/pod-1001`;
    await waitFor(() => expect(shadow(el).querySelector(`a[href="${href}"]`)).not.toBeNull());
    await act(async () => {
      (shadow(el).querySelector(`a[href="${href}"]`) as HTMLAnchorElement).click();
    });
    expect(onNavigate).toHaveBeenCalledWith({ path: '/comprovantes/pod-1001' });
  });

  it('emits box:session-expired on 401', async () => {
    const api = createFakeFetch({
      'GET /orders/:id/tracking': reply({ status: 401, body: { code: 'unauthenticated', message: 'x' } }),
    });
    const onExpired = vi.fn();
    const el = document.createElement(ORDER_TRACKING_TAG) as TrackingElement;
    el.addEventListener('box:session-expired', onExpired);
    el.setAttribute('order-id', '7');
    el.fetch = api.fetch;
    await act(async () => {
      document.body.append(el);
    });
    await waitFor(() => expect(onExpired).toHaveBeenCalled());
  });

  it("keeps a page's light-DOM fallback (REFERENCE.md) out of sight once upgraded: its shadow root has no slot", async () => {
    const api = createFakeFetch({
      'GET /orders/public/:token/tracking': { ...makeOrderTracking(), publicToken: null },
    });
    const el = document.createElement(ORDER_TRACKING_TAG) as TrackingElement;
    el.innerHTML = '<p>Pedido em rota de entrega.</p>';
    el.setAttribute('token', 'tok3n-de-exemplo');
    el.fetch = api.fetch;
    await act(async () => {
      document.body.append(el);
    });
    await waitFor(() => expect(shadow(el).textContent).toContain('OS 51234'));
    expect(shadow(el).querySelector('slot')).toBeNull();
    expect(el.querySelector('p')?.textContent).toBe('Pedido em rota de entrega.');
  });

  it('shows the unavailable page without an order-id or token', async () => {
    const api = createFakeFetch({});
    const el = await mount({}, api.fetch);
    await waitFor(() => expect(shadow(el).textContent).toContain('OS indisponível para consulta'));
    expect(api.calls).toHaveLength(0);
  });
});

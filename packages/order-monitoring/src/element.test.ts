import { createFakeFetch, reply } from '@box/ui/testing';
import { waitFor } from '@testing-library/react';
import { act } from 'react';
import { vi } from 'vitest';
import { ORDER_MONITORING_TAG, OrderMonitoringElement } from './element';
import { sampleOrders } from './fixtures/orders';
import './define';
import type { BoxOrderMonitoringElement } from './elements.generated';

// The element as the package's generated types declare it (document.createElement by tag gives it).
type MonitoringElement = BoxOrderMonitoringElement;

async function mount(
  attributes: Record<string, string>,
  fetchImpl: typeof fetch,
): Promise<MonitoringElement> {
  const el = document.createElement(ORDER_MONITORING_TAG) as MonitoringElement;
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  el.fetch = fetchImpl;
  await act(async () => {
    document.body.append(el);
  });
  return el;
}

const shadow = (el: MonitoringElement) => el.shadowRoot as ShadowRoot;

describe('<box-order-monitoring>', () => {
  afterEach(async () => {
    await act(async () => {
      document.body.replaceChildren();
    });
  });

  it('is registered by the define entry, and only once', () => {
    expect(customElements.get(ORDER_MONITORING_TAG)).toBe(OrderMonitoringElement);
  });

  it('loads from its api-base with the default window and renders in its shadow root with its styles', async () => {
    const api = createFakeFetch(
      { 'GET /orders/status': { orders: sampleOrders() } },
      { apiBase: '/parceiro/api' },
    );
    const el = await mount({ 'api-base': '/parceiro/api' }, api.fetch);
    await waitFor(() => expect(shadow(el).querySelector('table')).not.toBeNull());
    expect(api.calls).toEqual([
      expect.objectContaining({ path: '/orders/status', query: { since: '72 hours ago' } }),
      expect.objectContaining({ path: '/orders/status/live' }),
    ]);
    const css = shadow(el)
      .adoptedStyleSheets.flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
      .join('\n');
    expect(css).toContain('.box-monitoring__toolbar');
    expect(css).toContain('--box-color-primary');
    expect(shadow(el).querySelector('.box-root .box-monitoring')).not.toBeNull();
  });

  it('reloads when `since` changes and ignores an invalid value with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = createFakeFetch({ 'GET /orders/status': { orders: [] } });
    const el = await mount({ since: '24 hours ago' }, api.fetch);
    // The list's loads, without the live stream's connections (its route answers 404 here).
    const loads = () => api.calls.filter((c) => c.path === '/orders/status');
    await waitFor(() => expect(loads()).toHaveLength(1));
    await act(async () => {
      el.setAttribute('since', 'ontem');
    });
    expect(warn).toHaveBeenCalledTimes(1);
    await act(async () => {
      el.setAttribute('since', '12 hours ago');
    });
    await waitFor(() => expect(loads().map((c) => c.query.since)).toEqual(['24 hours ago', '12 hours ago']));
    await act(async () => {
      el.removeAttribute('since');
    });
    await waitFor(() => expect(loads().at(-1)?.query.since).toBe('72 hours ago'));
  });

  it('dispatches box:navigate with the path for a row click, across the shadow boundary', async () => {
    const api = createFakeFetch({ 'GET /orders/status': { orders: sampleOrders() } });
    const el = await mount({}, api.fetch);
    await waitFor(() => expect(shadow(el).querySelector('tbody tr[aria-rowindex]')).not.toBeNull());
    const paths: string[] = [];
    document.addEventListener('box:navigate', (event) =>
      paths.push((event as CustomEvent<{ path: string }>).detail.path),
    );
    const firstRow = shadow(el).querySelector<HTMLElement>('tbody tr[aria-rowindex] td:nth-child(3)');
    await act(async () => {
      firstRow?.click();
    });
    const href = `${new URL(document.baseURI).origin}/pedidos/acompanhe/51002`;
    const link = shadow(el).querySelector<HTMLAnchorElement>(`a[href="${href}"]`);
    expect(link, 'the OS link, absolute on the portal').not.toBeNull();
    await act(async () => {
      link?.click();
    });
    expect(paths).toEqual(['/pedidos/acompanhe/51001', '/pedidos/acompanhe/51002']);
  });

  it('dispatches box:session-expired when the API answers 401', async () => {
    const api = createFakeFetch({
      'GET /orders/status': reply({ status: 401, body: { code: 'x', message: 'x' } }),
    });
    const events: Event[] = [];
    const expired = (event: Event) => events.push(event);
    document.addEventListener('box:session-expired', expired);
    await mount({}, api.fetch);
    await waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]?.bubbles).toBe(true);
    expect(events[0]?.composed).toBe(true);
    document.removeEventListener('box:session-expired', expired);
  });
});

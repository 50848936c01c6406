import { createFakeFetch, reply } from '@box/ui/testing';
import { waitFor } from '@testing-library/react';
import { act } from 'react';
import { PROOF_OF_DELIVERY_TAG, ProofOfDeliveryElement } from './element';
import { samplePod } from './fixtures/pods';
import './define';
import type { BoxProofOfDeliveryElement } from './elements.generated';

// The element as the package's generated types declare it (document.createElement by tag gives it).
type PodElement = BoxProofOfDeliveryElement;

async function mount(attributes: Record<string, string>, fetchImpl: typeof fetch): Promise<PodElement> {
  const el = document.createElement(PROOF_OF_DELIVERY_TAG) as PodElement;
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  el.fetch = fetchImpl;
  await act(async () => {
    document.body.append(el);
  });
  return el;
}

const shadow = (el: PodElement) => el.shadowRoot as ShadowRoot;
const heading = (el: PodElement) => shadow(el).querySelector('h2')?.textContent ?? null;

describe('<box-proof-of-delivery>', () => {
  afterEach(async () => {
    await act(async () => {
      document.body.replaceChildren();
    });
  });

  it('is registered by the define entry', () => {
    expect(customElements.get(PROOF_OF_DELIVERY_TAG)).toBe(ProofOfDeliveryElement);
  });

  it('loads pod-id from its api-base and renders in its shadow root with its styles', async () => {
    const api = createFakeFetch({ 'GET /pods/:id': samplePod() }, { apiBase: '/parceiro/api' });
    const el = await mount({ 'pod-id': 'a1B2c3', 'api-base': '/parceiro/api' }, api.fetch);
    await waitFor(() => expect(heading(el)).toBe('Comprovante #a1B2c3'));
    expect(api.calls.map((c) => c.path)).toEqual(['/pods/a1B2c3']);
    const css = shadow(el)
      .adoptedStyleSheets.flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
      .join('\n');
    expect(css).toContain('.box-pod__header');
    expect(css).toContain('--box-color-primary');
    expect(shadow(el).querySelector('.box-root .box-pod')).not.toBeNull();
  });

  it('switches to the public page when a token is set, and shows the alert-status alert', async () => {
    const api = createFakeFetch({ 'GET /pods/:id': samplePod(), 'GET /pods/public/:token': samplePod() });
    const el = await mount({ 'pod-id': 'a1B2c3', 'alert-status': 'success' }, api.fetch);
    await waitFor(() => expect(heading(el)).toBe('Comprovante #a1B2c3'));
    expect(shadow(el).textContent).toContain('Solicitação enviada, dados atualizados com sucesso!');
    await act(async () => {
      el.setAttribute('token', 'tok-9');
      el.removeAttribute('alert-status');
    });
    await waitFor(() => expect(heading(el)).toBe('Comprovante de Entrega'));
    expect(api.calls.map((c) => c.path)).toEqual(['/pods/a1B2c3', '/pods/public/tok-9']);
    expect(shadow(el).textContent).not.toContain('Solicitação enviada');
    expect(shadow(el).querySelector('input[type="email"]')).toBeNull();
  });

  it('dispatches box:navigate from the not-found back link, across the shadow boundary', async () => {
    const api = createFakeFetch({
      'GET /pods/:id': reply({ status: 404, body: { code: 'x', message: 'x' } }),
    });
    const el = await mount({ 'pod-id': 'nada' }, api.fetch);
    const paths: string[] = [];
    const listener = (event: Event) => paths.push((event as CustomEvent<{ path: string }>).detail.path);
    document.addEventListener('box:navigate', listener);
    await waitFor(() => expect(shadow(el).querySelector('a')).not.toBeNull());
    await act(async () => {
      shadow(el).querySelector('a')?.click();
    });
    document.removeEventListener('box:navigate', listener);
    expect(paths).toEqual(['/comprovantes']);
  });

  it('dispatches box:session-expired when the API answers 401', async () => {
    const api = createFakeFetch({
      'GET /pods/:id': reply({ status: 401, body: { code: 'x', message: 'x' } }),
    });
    const events: Event[] = [];
    const expired = (event: Event) => events.push(event);
    document.addEventListener('box:session-expired', expired);
    await mount({ 'pod-id': 'a1B2c3' }, api.fetch);
    await waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]?.bubbles).toBe(true);
    expect(events[0]?.composed).toBe(true);
    document.removeEventListener('box:session-expired', expired);
  });
});

import { createFakeFetch, reply } from '@box/ui/testing';
import { waitFor } from '@testing-library/react';
import { act } from 'react';
import { PROFILE_TAG, ProfileElement, REGISTERED_ACCOUNTS_TAG, RegisteredAccountsElement } from './element';
import { SAMPLE_RETAILERS, sampleUser } from './fixtures';
import './define';

type AnyElement = HTMLElement & { fetch?: typeof fetch };

async function mount(tag: string, attributes: Record<string, string>, fetchImpl: typeof fetch) {
  const el = document.createElement(tag) as AnyElement;
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  el.fetch = fetchImpl;
  await act(async () => {
    document.body.append(el);
  });
  return el;
}

const shadow = (el: HTMLElement) => el.shadowRoot as ShadowRoot;

describe('account elements', () => {
  afterEach(async () => {
    await act(async () => {
      document.body.replaceChildren();
    });
  });

  it('registers both tags from the define entry', () => {
    expect(customElements.get(PROFILE_TAG)).toBe(ProfileElement);
    expect(customElements.get(REGISTERED_ACCOUNTS_TAG)).toBe(RegisteredAccountsElement);
  });

  it('<box-profile> loads GET /me from its api-base inside its shadow root, with its styles', async () => {
    const api = createFakeFetch({ 'GET /me': sampleUser() }, { apiBase: '/parceiro/api' });
    const el = await mount(PROFILE_TAG, { 'api-base': '/parceiro/api' }, api.fetch);
    await waitFor(() => expect(shadow(el).textContent).toContain('ana@mercado.example'));
    // First the profile; 'Integrações' follows for this user once its lazy chunk is in, sooner or later.
    expect(api.calls[0]?.path).toBe('/me');
    const css = shadow(el)
      .adoptedStyleSheets.flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
      .join('\n');
    expect(css).toContain('.box-account-card');
    expect(css).toContain('--box-color-primary');
  });

  it('<box-profile> emits box:preferences-saved with the choices, across the shadow boundary', async () => {
    const api = createFakeFetch({ 'GET /me': sampleUser(), 'PATCH /users/:id': { ok: true } });
    const el = await mount(PROFILE_TAG, {}, api.fetch);
    const events: CustomEvent[] = [];
    const listener = (event: Event) => events.push(event as CustomEvent);
    document.addEventListener('box:preferences-saved', listener);
    await waitFor(() => expect(shadow(el).querySelector('form')).not.toBeNull());
    await act(async () => {
      shadow(el).querySelector('form')?.requestSubmit();
    });
    await waitFor(() => expect(events).toHaveLength(1));
    document.removeEventListener('box:preferences-saved', listener);
    expect(events[0]?.detail).toEqual({ emailReports: sampleUser().person.emailReports });
    expect(events[0]?.composed).toBe(true);
  });

  it('<box-registered-accounts> emits box:navigate from a row link', async () => {
    const api = createFakeFetch({ 'GET /retailers': SAMPLE_RETAILERS });
    const el = await mount(REGISTERED_ACCOUNTS_TAG, {}, api.fetch);
    const paths: string[] = [];
    const listener = (event: Event) => paths.push((event as CustomEvent<{ path: string }>).detail.path);
    document.addEventListener('box:navigate', listener);
    await waitFor(() =>
      expect(shadow(el).querySelector('a[href="/admin/varejistas/5100/usuarios"]')).not.toBeNull(),
    );
    await act(async () => {
      shadow(el).querySelector<HTMLAnchorElement>('a[href="/admin/varejistas/5100/usuarios"]')?.click();
    });
    document.removeEventListener('box:navigate', listener);
    expect(paths).toEqual(['/admin/varejistas/5100/usuarios']);
  });

  it('<box-registered-accounts> emits box:session-expired on a 401', async () => {
    const api = createFakeFetch({
      'GET /retailers': reply({ status: 401, body: { code: 'unauthenticated', message: 'x' } }),
    });
    const events: Event[] = [];
    const listener = (event: Event) => events.push(event);
    document.addEventListener('box:session-expired', listener);
    await mount(REGISTERED_ACCOUNTS_TAG, {}, api.fetch);
    await waitFor(() => expect(events).toHaveLength(1));
    document.removeEventListener('box:session-expired', listener);
    expect(events[0]?.bubbles).toBe(true);
  });
});

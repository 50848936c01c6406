import { type ApiClientOptions, createOrdersApi, createTransport } from '@box/core/api';
import { EMBED_TOKEN_RENEW_BEFORE_MS } from '@box/core/catalogues';
import { act, useEffect, useState } from 'react';
import { vi } from 'vitest';
import { type ApiSettings, createApiContext } from '../api/ApiClientProvider';
import { createFakeFetch, type FakeRoutes, reply } from '../testing/fakeFetch';
import { attr } from './attributes';
import type { WidgetElement } from './createWidgetElement';
import { createBoxElement, defineBoxWidget } from './defineBoxWidget';
import { defineElement } from './defineElement';
import { SESSION_EXPIRED_EVENT, SESSION_NOTICE_TEXTS } from './SessionNotice';
import { AUTH_TOKEN_EXPIRING_EVENT } from './sharedEvents';

const orders = createApiContext((options: ApiClientOptions) => createOrdersApi(createTransport(options)));

/** Asks orders/status `calls` times at once on mount, and again whenever `label` changes. */
function OrdersScreen({ label = 'ordens', calls = 1 }: { label?: string; calls?: number } & ApiSettings) {
  const api = orders.useApi();
  const [text, setText] = useState('…');
  useEffect(() => {
    Promise.all(Array.from({ length: calls }, () => api.ordersStatus())).then(
      ([first]) => setText(`${label}: ${first?.orders.length ?? 0}`),
      (error: Error) => setText(error.name),
    );
  }, [api, label, calls]);
  return <p className="box-orders">{text}</p>;
}

const Orders = defineBoxWidget({ api: orders, styles: [], screen: OrdersScreen });
const OrdersElement = createBoxElement({
  component: Orders,
  attributes: { label: attr.string(), calls: attr.number() },
});
defineElement('box-token-orders', OrdersElement);

/** Calls nothing: only the token's timers run. */
const Quiet = defineBoxWidget({ api: orders, styles: [], screen: () => <p className="box-quiet">quieto</p> });
defineElement('box-token-quiet', createBoxElement({ component: Quiet }));

const API = 'https://box.example/jade/api';
const token = (expiresAt: number, secret = 'a') =>
  `box_et_${Math.floor(expiresAt / 1000)}_${secret.repeat(24)}`;

/** The fake API, with every request as the transport sent it (headers and credentials). */
function recordingApi(routes: FakeRoutes) {
  const fake = createFakeFetch(routes, { apiBase: API });
  const requests: Request[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    requests.push(request.clone());
    return fake.fetch(request);
  }) as typeof globalThis.fetch;
  return { fetch, requests, calls: fake.calls };
}

function listen(el: Element, type: string): CustomEvent[] {
  const seen: CustomEvent[] = [];
  el.addEventListener(type, (event) => seen.push(event as CustomEvent));
  return seen;
}

async function mount(tag: string, attributes: Record<string, string>, fetch?: typeof globalThis.fetch) {
  const el = document.createElement(tag) as WidgetElement;
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  if (fetch) el.fetch = fetch;
  const expired = listen(el, SESSION_EXPIRED_EVENT);
  const expiring = listen(el, AUTH_TOKEN_EXPIRING_EVENT);
  await act(async () => {
    document.body.append(el);
  });
  return { el, expired, expiring };
}

const shadowText = (el: Element) => el.shadowRoot?.textContent ?? '';

afterEach(async () => {
  await act(async () => {
    document.body.replaceChildren();
  });
  vi.useRealTimers();
});

describe('auth-token: the bearer transport', () => {
  it('sends the token as a bearer header without cookies, and the cookie session without one', async () => {
    const api = recordingApi({ 'GET /orders/status': { orders: [] } });
    const withToken = await mount(
      'box-token-orders',
      { 'api-base': API, 'auth-token': 'box_sk_chave' },
      api.fetch,
    );
    await vi.waitFor(() => expect(shadowText(withToken.el)).toContain('ordens: 0'));
    await mount('box-token-orders', { 'api-base': API }, api.fetch);
    await vi.waitFor(() => expect(api.requests).toHaveLength(2));
    expect(api.requests.map((r) => r.headers.get('Authorization'))).toEqual(['Bearer box_sk_chave', null]);
    expect(api.requests.map((r) => r.credentials)).toEqual(['omit', 'include']);
  });

  it('uses a token changed by attribute or property on the next call, with the same client', async () => {
    const api = recordingApi({ 'GET /orders/status': { orders: [] } });
    const { el } = await mount('box-token-orders', { 'api-base': API, 'auth-token': 'box_sk_um' }, api.fetch);
    await vi.waitFor(() => expect(api.requests).toHaveLength(1));
    await act(async () => {
      el.setAttribute('auth-token', 'box_sk_dois');
      el.setAttribute('label', 'de novo');
    });
    await vi.waitFor(() => expect(shadowText(el)).toContain('de novo: 0'));
    await act(async () => {
      el.authToken = 'box_sk_tres';
      el.setAttribute('label', 'outra vez');
    });
    await vi.waitFor(() => expect(shadowText(el)).toContain('outra vez: 0'));
    expect(el.authToken).toBe('box_sk_tres');
    // The label's effect ran again, not a new client's mount: one call per change.
    expect(api.requests.map((r) => r.headers.get('Authorization'))).toEqual([
      'Bearer box_sk_um',
      'Bearer box_sk_dois',
      'Bearer box_sk_tres',
    ]);
  });
});

describe('box:session-expired and the notice', () => {
  const routes401 = (code: string): FakeRoutes => ({
    'GET /orders/status': reply({ status: 401, body: { code, message: 'x' } }),
  });

  it('fires once for three failing calls, and again only after the retry', async () => {
    const api = recordingApi(routes401('unauthenticated'));
    const { el, expired } = await mount('box-token-orders', { 'api-base': API, calls: '3' }, api.fetch);
    await vi.waitFor(() => expect(api.calls).toHaveLength(3));
    await vi.waitFor(() => expect(shadowText(el)).toContain(SESSION_NOTICE_TEXTS.title));
    expect(expired).toHaveLength(1);
    expect(expired[0]?.cancelable).toBe(true);

    await act(async () => {
      el.shadowRoot?.querySelector<HTMLButtonElement>('button.box-button--secondary')?.click();
    });
    await vi.waitFor(() => expect(api.calls).toHaveLength(6));
    await vi.waitFor(() => expect(shadowText(el)).toContain(SESSION_NOTICE_TEXTS.title));
    expect(expired).toHaveLength(2);
  });

  it("says 'Você não está conectado' for not_signed_in, with a sign-in link to the portal on api-base's origin", async () => {
    const api = recordingApi(routes401('not_signed_in'));
    const { el, expired } = await mount('box-token-orders', { 'api-base': API }, api.fetch);
    await vi.waitFor(() => expect(el.shadowRoot?.querySelector('[role="alert"]')).not.toBeNull());
    const notice = el.shadowRoot?.querySelector('[role="alert"]') as HTMLElement;
    const heading = notice.querySelector('h2');
    expect(heading?.textContent).toBe(SESSION_NOTICE_TEXTS.notSignedInTitle);
    expect(SESSION_NOTICE_TEXTS.notSignedInTitle).toBe('Você não está conectado.');
    expect(notice.getAttribute('aria-labelledby')).toBe(heading?.id);
    expect(notice.textContent).toContain(SESSION_NOTICE_TEXTS.message);
    const link = notice.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://box.example/entrar');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener');
    expect(link?.textContent).toContain(SESSION_NOTICE_TEXTS.signIn);
    expect(notice.querySelector('button')?.textContent).toBe(SESSION_NOTICE_TEXTS.retry);
    expect(expired).toHaveLength(1);
  });

  it("links to the page's own portal when api-base is relative", async () => {
    const fake = createFakeFetch(routes401('not_signed_in'));
    const { el } = await mount('box-token-orders', {}, fake.fetch);
    await vi.waitFor(() => expect(el.shadowRoot?.querySelector('a')).not.toBeNull());
    expect(el.shadowRoot?.querySelector('a')?.getAttribute('href')).toBe(
      new URL('/entrar', document.baseURI).href,
    );
  });

  it("shows 'Sua sessão expirou' for an expired cookie session, with the sign-in link", async () => {
    const api = recordingApi(routes401('unauthenticated'));
    const { el } = await mount('box-token-orders', { 'api-base': API }, api.fetch);
    await vi.waitFor(() => expect(el.shadowRoot?.querySelector('h2')).not.toBeNull());
    expect(el.shadowRoot?.querySelector('h2')?.textContent).toBe('Sua sessão expirou.');
    expect(shadowText(el)).toContain(SESSION_NOTICE_TEXTS.message);
    expect(el.shadowRoot?.querySelector('a')?.getAttribute('href')).toBe('https://box.example/entrar');
  });

  it.each(['unauthenticated', 'invalid_credentials'])(
    'with a token, a 401 %s says the session expired and that the page must renew it (no sign-in link)',
    async (code) => {
      const api = recordingApi(routes401(code));
      const { el, expired } = await mount(
        'box-token-orders',
        { 'api-base': API, 'auth-token': 'box_sk_revogada', calls: '2' },
        api.fetch,
      );
      await vi.waitFor(() => expect(el.shadowRoot?.querySelector('h2')).not.toBeNull());
      expect(el.shadowRoot?.querySelector('h2')?.textContent).toBe('Sua sessão expirou.');
      expect(shadowText(el)).toContain(SESSION_NOTICE_TEXTS.tokenExpiredMessage);
      expect(el.shadowRoot?.querySelector('a')).toBeNull();
      expect(expired).toHaveLength(1);
    },
  );

  it('gives the screen back, and may fire again, once the page sets a new token', async () => {
    let answer: 'refuse' | 'accept' = 'refuse';
    const api = recordingApi({
      'GET /orders/status': () =>
        answer === 'refuse'
          ? reply({ status: 401, body: { code: 'unauthenticated', message: 'x' } })
          : { orders: [] },
    });
    const { el, expired } = await mount(
      'box-token-orders',
      { 'api-base': API, 'auth-token': 'box_sk_velha' },
      api.fetch,
    );
    await vi.waitFor(() => expect(shadowText(el)).toContain(SESSION_NOTICE_TEXTS.title));
    answer = 'accept';
    await act(async () => {
      el.setAttribute('auth-token', 'box_sk_nova');
    });
    await vi.waitFor(() => expect(shadowText(el)).toContain('ordens: 0'));
    expect(api.requests.at(-1)?.headers.get('Authorization')).toBe('Bearer box_sk_nova');
    expect(expired).toHaveLength(1);
  });

  it('keeps the screen when the page cancels the event, and tells it once', async () => {
    const api = recordingApi(routes401('not_signed_in'));
    const el = document.createElement('box-token-orders') as WidgetElement;
    el.setAttribute('api-base', API);
    el.setAttribute('calls', '3');
    el.fetch = api.fetch;
    const expired = listen(el, SESSION_EXPIRED_EVENT);
    el.addEventListener(SESSION_EXPIRED_EVENT, (event) => event.preventDefault());
    await act(async () => {
      document.body.append(el);
    });
    await vi.waitFor(() => expect(shadowText(el)).toContain('SessionExpiredError'));
    expect(el.shadowRoot?.querySelector('[role="alert"]')).toBeNull();
    expect(expired).toHaveLength(1);
  });
});

describe('box:auth-token-expiring', () => {
  const NOW = Date.parse('2026-11-26T10:00:00Z');
  const fakeTimers = () => vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  const advance = (ms: number) =>
    act(async () => {
      vi.advanceTimersByTime(ms);
    });

  it('fires once, EMBED_TOKEN_RENEW_BEFORE_MS before the expiry, then the expiry ends the session once', async () => {
    fakeTimers();
    const expiresAt = NOW + 10 * 60_000;
    const { el, expiring, expired } = await mount('box-token-quiet', { 'auth-token': token(expiresAt) });
    await advance(expiresAt - NOW - EMBED_TOKEN_RENEW_BEFORE_MS - 1);
    expect(expiring).toHaveLength(0);
    await advance(1);
    expect(expiring.map((event) => event.detail)).toEqual([{ expiresAt: new Date(expiresAt).toISOString() }]);
    expect(expiring[0]?.cancelable).toBe(false);
    expect(expiring[0]?.bubbles).toBe(true);
    expect(expired).toHaveLength(0);

    await advance(EMBED_TOKEN_RENEW_BEFORE_MS);
    expect(expiring).toHaveLength(1);
    expect(expired).toHaveLength(1);
    expect(shadowText(el)).toContain(SESSION_NOTICE_TEXTS.tokenExpiredMessage);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is re-armed by a new token, whose expiry it then reports', async () => {
    fakeTimers();
    const first = NOW + 5 * 60_000;
    const second = NOW + 30 * 60_000;
    const { el, expiring, expired } = await mount('box-token-quiet', { 'auth-token': token(first) });
    await advance(first - NOW - EMBED_TOKEN_RENEW_BEFORE_MS);
    expect(expiring).toHaveLength(1);
    await act(async () => {
      el.authToken = token(second, 'b');
    });
    // The first token's expiry passes without a word: its timers went with it.
    await advance(EMBED_TOKEN_RENEW_BEFORE_MS);
    expect(expired).toHaveLength(0);
    await advance(second - first - EMBED_TOKEN_RENEW_BEFORE_MS);
    expect(expiring.map((event) => event.detail)).toEqual([
      { expiresAt: new Date(first).toISOString() },
      { expiresAt: new Date(second).toISOString() },
    ]);
    expect(shadowText(el)).toContain('quieto');
  });

  it('fires at once for a token already inside the window', async () => {
    fakeTimers();
    const expiresAt = NOW + EMBED_TOKEN_RENEW_BEFORE_MS / 2;
    const { expiring } = await mount('box-token-quiet', { 'auth-token': token(expiresAt) });
    await advance(0);
    expect(expiring.map((event) => event.detail)).toEqual([{ expiresAt: new Date(expiresAt).toISOString() }]);
  });

  it('arms nothing without a token or with an API key, and clears its timers on disconnect', async () => {
    fakeTimers();
    await mount('box-token-quiet', {});
    await mount('box-token-quiet', { 'auth-token': 'box_sk_chave_de_api' });
    expect(vi.getTimerCount()).toBe(0);
    const { el, expiring, expired } = await mount('box-token-quiet', {
      'auth-token': token(NOW + 10 * 60_000),
    });
    expect(vi.getTimerCount()).toBe(2);
    await act(async () => {
      el.remove();
    });
    expect(vi.getTimerCount()).toBe(0);
    await advance(60 * 60_000);
    expect([expiring.length, expired.length]).toEqual([0, 0]);
  });
});

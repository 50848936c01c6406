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
/** An embed token as the server mints it: its issue and expiry times (the server's clock, ms), and a secret. */
const token = (issuedAt: number, expiresAt: number, secret: string) =>
  `box_et_${Math.floor(issuedAt / 1000)}_${Math.floor(expiresAt / 1000)}_${secret.repeat(24).slice(0, 24)}`;

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
    expect(expired.map((event) => event.detail)).toEqual([{ code: 'unauthenticated' }]);
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
    // The page can tell someone who never signed in from a session or token that ran out.
    expect(expired.map((event) => event.detail)).toEqual([{ code: 'not_signed_in' }]);
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
      expect(expired.map((event) => event.detail)).toEqual([{ code }]);
    },
  );

  it('gives a null code for a 401 whose body names none', async () => {
    const api = recordingApi({ 'GET /orders/status': reply({ status: 401, body: 'não autorizado' }) });
    const { el, expired } = await mount('box-token-orders', { 'api-base': API }, api.fetch);
    await vi.waitFor(() => expect(shadowText(el)).toContain(SESSION_NOTICE_TEXTS.title));
    expect(expired.map((event) => event.detail)).toEqual([{ code: null }]);
  });

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
  /** The server's clock when it minted the tokens below. */
  const SERVER_NOW = Date.parse('2026-11-26T10:00:00Z');
  const LIFETIME = 15 * 60_000;
  const WARN_AT = LIFETIME - EMBED_TOKEN_RENEW_BEFORE_MS;
  const HOUR = 60 * 60_000;
  /** A token minted now by the server, living `lifetime`; each test its own secret (the page remembers tokens). */
  const fresh = (secret: string, lifetime = LIFETIME) => token(SERVER_NOW, SERVER_NOW + lifetime, secret);
  /** The page's clock (wall and monotonic) starts at the server's time plus `skew`. */
  const fakeTimers = (skew = 0) =>
    vi.useFakeTimers({
      now: SERVER_NOW + skew,
      toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'],
    });
  const advance = (ms: number) =>
    act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });

  it('fires once, EMBED_TOKEN_RENEW_BEFORE_MS before the lifetime ends, and never ends the session itself', async () => {
    fakeTimers();
    const { el, expiring, expired } = await mount('box-token-quiet', { 'auth-token': fresh('a') });
    await advance(WARN_AT - 1);
    expect(expiring).toHaveLength(0);
    await advance(1);
    expect(expiring.map((event) => event.detail)).toEqual([
      { expiresAt: new Date(SERVER_NOW + LIFETIME).toISOString() },
    ]);
    expect(expiring[0]?.cancelable).toBe(false);
    expect(expiring[0]?.bubbles).toBe(true);

    // Past the expiry the element has made no call, so nobody said the token ran out: no event, no notice.
    await advance(HOUR);
    expect(expiring).toHaveLength(1);
    expect(expired).toHaveLength(0);
    expect(shadowText(el)).toContain('quieto');
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([
    ['2 h ahead', 2 * HOUR, 'b'],
    ['2 h behind', -2 * HOUR, 'c'],
  ])(
    "with the page's clock %s: one warning a lifetime after the token was set, and no notice until a 401",
    async (_, skew, secret) => {
      fakeTimers(skew);
      let answer: 'accept' | 'refuse' = 'accept';
      const api = recordingApi({
        'GET /orders/status': () =>
          answer === 'accept'
            ? { orders: [] }
            : reply({ status: 401, body: { code: 'unauthenticated', message: 'Sua sessão expirou.' } }),
      });
      const first = fresh(secret);
      const { el, expiring, expired } = await mount(
        'box-token-orders',
        { 'api-base': API, 'auth-token': first },
        api.fetch,
      );
      await advance(0);
      expect(shadowText(el)).toContain('ordens: 0');
      expect(expiring).toHaveLength(0);

      await advance(WARN_AT - 1);
      expect(expiring).toHaveLength(0);
      await advance(1);
      expect(expiring.map((event) => event.detail)).toEqual([
        { expiresAt: new Date(SERVER_NOW + LIFETIME).toISOString() },
      ]);

      // The page did not renew. Long past the expiry, by any clock, the element still shows its screen...
      await advance(3 * HOUR);
      expect(shadowText(el)).toContain('ordens: 0');
      expect(expired).toHaveLength(0);
      expect(expiring).toHaveLength(1);

      // ...until the server refuses the token.
      answer = 'refuse';
      await act(async () => {
        el.setAttribute('label', 'de novo');
      });
      await advance(0);
      expect(shadowText(el)).toContain(SESSION_NOTICE_TEXTS.tokenExpiredMessage);
      expect(expired.map((event) => event.detail)).toEqual([{ code: 'unauthenticated' }]);
      expect(api.requests.map((r) => r.headers.get('Authorization'))).toEqual([
        `Bearer ${first}`,
        `Bearer ${first}`,
      ]);
    },
  );

  it('counts from when the token was set, and is re-armed by a new one, whose expiry it reports', async () => {
    fakeTimers();
    const { el, expiring } = await mount('box-token-quiet', {});
    // The page sets its first token ten minutes after the element came; the server minted it just now.
    await advance(10 * 60_000);
    const first = token(SERVER_NOW + 10 * 60_000, SERVER_NOW + 10 * 60_000 + LIFETIME, 'd');
    await act(async () => {
      el.authToken = first;
    });
    await advance(WARN_AT - 1);
    expect(expiring).toHaveLength(0);
    await advance(1);
    expect(expiring).toHaveLength(1);

    const second = token(SERVER_NOW + 30 * 60_000, SERVER_NOW + 60 * 60_000, 'e');
    await act(async () => {
      el.authToken = second;
    });
    await advance(30 * 60_000 - EMBED_TOKEN_RENEW_BEFORE_MS - 1);
    expect(expiring).toHaveLength(1);
    await advance(1);
    expect(expiring.map((event) => event.detail)).toEqual([
      { expiresAt: new Date(SERVER_NOW + 10 * 60_000 + LIFETIME).toISOString() },
      { expiresAt: new Date(SERVER_NOW + 60 * 60_000).toISOString() },
    ]);
    expect(shadowText(el)).toContain('quieto');
  });

  it('warns at most once per token value: a page that sets an old token again is not warned again', async () => {
    fakeTimers();
    const old = fresh('f');
    const { el, expiring } = await mount('box-token-quiet', { 'auth-token': old });
    await advance(WARN_AT);
    expect(expiring).toHaveLength(1);
    // A page renewing in a loop: its backend hands back the token it had, then the same once more.
    await act(async () => {
      el.authToken = fresh('g');
    });
    await act(async () => {
      el.authToken = old;
    });
    expect(vi.getTimerCount()).toBe(0);
    await advance(HOUR);
    expect(expiring).toHaveLength(1);
  });

  it('warns half-way through a one-minute token, not at once (no renew loop)', async () => {
    fakeTimers();
    const { expiring } = await mount('box-token-quiet', { 'auth-token': fresh('h', 60_000) });
    await advance(0);
    expect(expiring).toHaveLength(0);
    await advance(30_000 - 1);
    expect(expiring).toHaveLength(0);
    await advance(1);
    expect(expiring).toHaveLength(1);
  });

  it('counts from when the page first set the token: an element added later with it warns at the same time', async () => {
    fakeTimers();
    const shared = fresh('i');
    const early = await mount('box-token-quiet', { 'auth-token': shared });
    await advance(10 * 60_000);
    const late = await mount('box-token-quiet', { 'auth-token': shared });
    await advance(WARN_AT - 10 * 60_000 - 1);
    expect([early.expiring.length, late.expiring.length]).toEqual([0, 0]);
    await advance(1);
    expect([early.expiring.length, late.expiring.length]).toEqual([1, 1]);
  });

  it('arms nothing without a token, with an API key or an older token, and clears its timer on disconnect', async () => {
    fakeTimers();
    await mount('box-token-quiet', {});
    await mount('box-token-quiet', { 'auth-token': 'box_sk_chave_de_api' });
    await mount('box-token-quiet', { 'auth-token': `box_et_${SERVER_NOW / 1000 + 900}_${'j'.repeat(24)}` });
    expect(vi.getTimerCount()).toBe(0);
    const { el, expiring, expired } = await mount('box-token-quiet', { 'auth-token': fresh('k') });
    expect(vi.getTimerCount()).toBe(1);
    await act(async () => {
      el.remove();
    });
    expect(vi.getTimerCount()).toBe(0);
    await advance(HOUR);
    expect([expiring.length, expired.length]).toEqual([0, 0]);
  });
});

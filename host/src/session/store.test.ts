import { createApiClient } from '@box/core/api';
import { createFakeFetch, type FakeRoutes, reply } from '@box/ui/testing';
import { makeUser, signedIn, signedOut } from '../test-support/fakeApi';
import { createSessionStore } from './store';

function storeWith(routes: FakeRoutes) {
  const api = createFakeFetch(routes);
  return { api, store: createSessionStore(createApiClient({ fetch: api.fetch })) };
}

describe('createSessionStore', () => {
  it('asks GET /me once per page load, however many times the guard asks', async () => {
    const { api, store } = storeWith(signedIn(makeUser({ name: 'Bia Lima' })));
    await Promise.all([store.load(), store.load()]);
    await store.load();
    expect(api.calls.filter((call) => call.path === '/me')).toHaveLength(1);
    expect(store.status.value).toBe('signedIn');
    expect(store.user.value?.person.name).toBe('Bia Lima');
  });

  it('probes GET /session first for a public page: signed out without asking /me or the experiments', async () => {
    const { api, store } = storeWith(signedOut());
    await store.load({ probe: true });
    expect(store.status.value).toBe('signedOut');
    expect(api.calls.map((call) => call.path)).toEqual(['/session']);
    // A protected page opened next in the app reuses the answer: the guard sends the visitor to the login.
    await store.load();
    expect(api.calls).toHaveLength(1);
  });

  it('loads the user after a probe that finds a session, and falls back to /me when the probe fails', async () => {
    const { store } = storeWith(signedIn(makeUser({ name: 'Bia Lima' })));
    await store.load({ probe: true });
    expect(store.user.value?.person.name).toBe('Bia Lima');

    const failing = storeWith({
      ...signedIn(makeUser()),
      'GET /session': reply({ status: 503, body: { code: 'down', message: 'fora' } }),
    });
    await failing.store.load({ probe: true });
    expect(failing.store.status.value).toBe('signedIn');
  });

  it('treats a 401 from /me as signed out, not as an error', async () => {
    const { store } = storeWith(signedOut());
    await store.load();
    expect(store.status.value).toBe('signedOut');
    expect(store.user.value).toBeNull();
  });

  it('marks other failures as failed and can retry', async () => {
    let up = false;
    const user = makeUser();
    const { store } = storeWith({
      'GET /me': () => (up ? user : reply({ status: 503, body: { code: 'down', message: 'fora' } })),
      'GET /customers/active-experiments': [],
    });
    await store.load();
    expect(store.status.value).toBe('failed');
    up = true;
    await store.reload();
    expect(store.status.value).toBe('signedIn');
  });

  it('joins the user features and the active experiments into one flag set', async () => {
    const { store } = storeWith(signedIn(makeUser({ features: ['feature:a'] }), ['feature:b']));
    await store.load();
    expect([...store.flags.value].sort()).toEqual(['feature:a', 'feature:b']);
  });

  it('still signs in when the experiments call fails', async () => {
    const { store } = storeWith({
      'GET /me': makeUser({ features: ['feature:a'] }),
      'GET /customers/active-experiments': reply({ status: 500, body: { code: 'x', message: 'y' } }),
    });
    await store.load();
    expect(store.status.value).toBe('signedIn');
    expect([...store.flags.value]).toEqual(['feature:a']);
  });

  it('clearUser forgets the user and remembers where it happened', async () => {
    const { store } = storeWith(signedIn(makeUser({ features: ['feature:a'] })));
    await store.load();
    store.clearUser('/spots');
    expect(store.user.value).toBeNull();
    expect(store.status.value).toBe('signedOut');
    expect(store.flags.value.size).toBe(0);
    expect(store.clearedOnPath.value).toBe('/spots');
  });

  it('keeps two app roots apart', async () => {
    const first = storeWith(signedIn(makeUser({ name: 'Caio' }))).store;
    const second = storeWith(signedOut()).store;
    await Promise.all([first.load(), second.load()]);
    expect(first.user.value?.person.name).toBe('Caio');
    expect(second.user.value).toBeNull();
  });
});

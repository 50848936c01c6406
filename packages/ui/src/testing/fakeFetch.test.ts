import { createFakeFetch, reply } from './fakeFetch';

describe('createFakeFetch', () => {
  it('answers a route with its JSON body and logs the call', async () => {
    const fake = createFakeFetch({ 'GET /orders/status': (req) => ({ since: req.query.get('since') }) });
    const response = await fake.fetch('http://localhost/jade/api/orders/status?since=72+hours+ago');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ since: '72 hours ago' });
    expect(fake.calls).toEqual([
      { method: 'GET', path: '/orders/status', query: { since: '72 hours ago' }, body: null, status: 200 },
    ]);
  });

  it('matches :params and reads JSON bodies', async () => {
    const fake = createFakeFetch({
      'POST /email/pods/:hashId/notify/user': (req) => ({ hashId: req.params.hashId, body: req.body }),
    });
    const response = await fake.fetch('/jade/api/email/pods/ab12/notify/user', {
      method: 'POST',
      body: JSON.stringify({ to: ['a@b.c'] }),
    });
    expect(await response.json()).toEqual({ hashId: 'ab12', body: { to: ['a@b.c'] } });
    expect(fake.calls[0]?.body).toEqual({ to: ['a@b.c'] });
  });

  it('answers other statuses through reply(), and 404 for a route it does not know', async () => {
    const fake = createFakeFetch({
      'GET /me': reply({ status: 500, body: { code: 'x', message: 'falhou' } }),
    });
    expect((await fake.fetch('/jade/api/me')).status).toBe(500);
    const missing = await fake.fetch('/jade/api/nada');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toBe('Rota não simulada: GET /nada');
    expect(fake.calls.map((c) => c.status)).toEqual([500, 404]);
  });

  it('distinguishes methods on the same path', async () => {
    const fake = createFakeFetch({
      'GET /customers/warehouses': [],
      'POST /customers/warehouses': { warehouse_id: 9 },
    });
    expect(await (await fake.fetch('/jade/api/customers/warehouses')).json()).toEqual([]);
    const created = await fake.fetch('/jade/api/customers/warehouses', { method: 'POST', body: '{}' });
    expect(await created.json()).toEqual({ warehouse_id: 9 });
  });

  it('matches below an absolute API base on any origin, with or without a trailing slash', async () => {
    const fake = createFakeFetch(
      { 'GET /orders/:id/tracking': (req) => ({ id: req.params.id }) },
      { apiBase: 'https://api.box.com.br/jade/api/' },
    );
    const absolute = await fake.fetch('https://api.box.com.br/jade/api/orders/PED%201/tracking/');
    expect(await absolute.json()).toEqual({ id: 'PED 1' });
    const relative = await fake.fetch('/jade/api/orders/9/tracking');
    expect(await relative.json()).toEqual({ id: '9' });
    expect((await fake.fetch('/outra/api/orders/9/tracking')).status).toBe(404);
    expect(fake.calls.map((c) => `${c.status} ${c.path}`)).toEqual([
      '200 /orders/PED%201/tracking/',
      '200 /orders/9/tracking',
      '404 /outra/api/orders/9/tracking',
    ]);
  });

  it('answers a reply() without a body with none, and passes its headers and the request headers', async () => {
    const fake = createFakeFetch({
      'DELETE /customers/warehouses/:id': (req) =>
        reply({ status: 204, headers: { 'x-seen': req.headers.get('x-csrf-token') ?? '' } }),
      'GET /orders/export': reply({ body: 'a;b', headers: { 'content-type': 'text/csv' } }),
    });
    const deleted = await fake.fetch('/jade/api/customers/warehouses/3', {
      method: 'DELETE',
      headers: { 'x-csrf-token': 'tok' },
    });
    expect(deleted.status).toBe(204);
    expect(deleted.headers.get('x-seen')).toBe('tok');
    expect(await deleted.text()).toBe('');
    const exported = await fake.fetch('/jade/api/orders/export');
    expect(exported.headers.get('content-type')).toBe('text/csv');
    expect(await exported.json()).toBe('a;b');
  });

  it('keeps two fakes apart, and logs a call as soon as it is answered, before its delay', async () => {
    const one = createFakeFetch({ 'GET /me': { name: 'Ana' } }, { delay: 'never' });
    const two = createFakeFetch({ 'GET /me': { name: 'Bia' } });
    void one.fetch('/jade/api/me');
    expect(await (await two.fetch('/jade/api/me')).json()).toEqual({ name: 'Bia' });
    expect(one.calls).toEqual([expect.objectContaining({ path: '/me', status: 200 })]);
    expect(two.calls).toHaveLength(1);
  });

  it("keeps a 'never' answer pending until the request is aborted", async () => {
    const fake = createFakeFetch({ 'GET /me': reply({ body: {}, delay: 'never' }) });
    const controller = new AbortController();
    let settled = false;
    const pending = fake.fetch('/jade/api/me', { signal: controller.signal }).finally(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    controller.abort();
    await expect(pending).rejects.toThrow('cancelada');
  });
});

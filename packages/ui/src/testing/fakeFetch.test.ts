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

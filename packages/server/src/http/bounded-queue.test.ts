import { API_ERROR_CODE } from '@box/core/schemas';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { boundedQueue, type QueueLimits } from './bounded-queue';

/** An app whose one route answers only when the test lets it: requests pile up as on a busy database. */
function gatedApp(limits: QueueLimits) {
  const gates: (() => void)[] = [];
  const order: number[] = [];
  const app = new Hono().use('*', boundedQueue(limits)).get('/work/:n', async (c) => {
    order.push(Number(c.req.param('n')));
    await new Promise<void>((resolve) => gates.push(resolve));
    return c.json({ done: c.req.param('n') });
  });
  const openNext = () => gates.shift()?.();
  return { app, order, openNext, started: () => order.length };
}

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('boundedQueue', () => {
  it('serves `running` at once, lets the others wait in order, and refuses past `waiting` with a clear 503', async () => {
    const { app, order, openNext } = gatedApp({ running: 1, waiting: 1, maxWaitMs: 60_000 });
    const first = app.request('/work/1');
    await tick();
    const second = app.request('/work/2');
    await tick();
    const third = await app.request('/work/3');
    expect(third.status).toBe(503);
    expect(third.headers.get('retry-after')).toBe('2');
    expect(await third.json()).toEqual({ code: API_ERROR_CODE.RATE_LIMITED, message: expect.any(String) });
    expect(order).toEqual([1]);
    openNext();
    expect((await first).status).toBe(200);
    await tick();
    expect(order).toEqual([1, 2]);
    openNext();
    expect(await (await second).json()).toEqual({ done: '2' });
  });

  it('tells a request that waited maxWaitMs to come back, and keeps serving the others', async () => {
    const { app, openNext, started } = gatedApp({ running: 1, waiting: 10, maxWaitMs: 30 });
    const first = app.request('/work/1');
    await tick();
    const waited = await app.request('/work/2');
    expect(waited.status).toBe(503);
    expect(waited.headers.get('retry-after')).toBe('2');
    openNext();
    expect((await first).status).toBe(200);
    // The slot was given back: the next request is served at once.
    const after = app.request('/work/3');
    await tick();
    expect(started()).toBe(2);
    openNext();
    expect((await after).status).toBe(200);
  });

  it('gives the slot back when the handler fails', async () => {
    const app = new Hono()
      .use('*', boundedQueue({ running: 1, waiting: 0, maxWaitMs: 1000 }))
      .get('/fail', () => {
        throw new Error('boom');
      })
      .get('/ok', (c) => c.text('ok'));
    expect((await app.request('/fail')).status).toBe(500);
    expect((await app.request('/ok')).status).toBe(200);
  });
});

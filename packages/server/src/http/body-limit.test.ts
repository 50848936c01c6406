import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitBody } from './body-limit';

// Over a real socket (@hono/node-server), as the product serves: app.request() would send no Content-Length.
describe('limitBody', () => {
  let server: ReturnType<typeof serve>;
  let url = '';
  beforeAll(async () => {
    const app = new Hono()
      .use('*', limitBody({ maxSize: 100, onError: (c) => c.json({ code: 'payload_too_large' }, 413) }))
      .get('/echo', (c) => c.json({ query: c.req.query('q') }))
      .post('/echo', async (c) => c.json({ got: await c.req.json() }));
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
        url = `http://127.0.0.1:${info.port}/echo`;
        resolve();
      });
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  // duplex: Node's fetch needs it to send a stream; the types of this Node version do not know it yet.
  const post = (body: string | ReadableStream<Uint8Array>) =>
    fetch(url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      ...{ duplex: 'half' },
    });

  it('lets a GET through', async () => {
    const response = await fetch(`${url}?q=oi`);
    expect(await response.json()).toEqual({ query: 'oi' });
  });

  it('lets a body within the limit reach the route whole', async () => {
    const response = await post(JSON.stringify({ a: 'b'.repeat(50) }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ got: { a: 'b'.repeat(50) } });
  });

  it('refuses a declared Content-Length over the limit before the route', async () => {
    const response = await post(JSON.stringify({ a: 'b'.repeat(200) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ code: 'payload_too_large' });
  });

  it('counts a chunked body (no Content-Length): within the limit it passes, over it is refused', async () => {
    const chunked = (text: string) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          const bytes = new TextEncoder().encode(text);
          controller.enqueue(bytes.slice(0, 10));
          controller.enqueue(bytes.slice(10));
          controller.close();
        },
      });
    const small = await post(chunked(JSON.stringify({ a: 'b' })));
    expect(small.status).toBe(200);
    expect(await small.json()).toEqual({ got: { a: 'b' } });
    const large = await post(chunked(JSON.stringify({ a: 'b'.repeat(200) })));
    expect(large.status).toBe(413);
  });
});

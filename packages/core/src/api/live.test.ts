import { ApiError, SessionExpiredError } from './errors';
import { type LiveMessage, LiveUnavailableError } from './live';
import { createLiveApi } from './live-api';
import { scriptedFetch } from './scripted-fetch.test-support';
import { createTransport } from './transport';

const BASE = 'http://portal.test/jade/api';
const encoder = new TextEncoder();

/** A text/event-stream answer whose chunks the test pushes; `end()` closes it. */
function eventStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
  });
  const response = new Response(body, {
    headers: { 'content-type': 'text/event-stream; charset=utf-8' },
  });
  return {
    response,
    push: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('live streams', () => {
  it('parse events split across chunks, skip comments, and end with bye', async () => {
    const stream = eventStream();
    const { fetch, requests } = scriptedFetch(stream.response);
    const live = createLiveApi(createTransport({ baseUrl: BASE, fetch, authToken: () => 'tok' }));
    const messages: LiveMessage[] = [];
    const ended = live.orderTrackingLive(42)(new AbortController().signal, (m) => messages.push(m));
    await tick();
    stream.push('retry: 3000\nevent: ready\ndata: {}\n\n: ping\n\nevent: track');
    stream.push('ing\ndata: {"id":42}\n\nevent: bye\ndata: {}\n\n');
    await expect(ended).resolves.toBe('bye');
    expect(messages).toEqual([
      { event: 'ready', data: '{}' },
      { event: 'tracking', data: '{"id":42}' },
    ]);
    const request = requests[0]!;
    expect(new URL(request.url).pathname).toBe('/jade/api/orders/42/tracking/live');
    expect(request.headers.get('authorization')).toBe('Bearer tok');
    expect(request.headers.get('accept')).toBe('text/event-stream');
  });

  it('a public stream carries no credential of the page', async () => {
    const stream = eventStream();
    const { fetch, requests } = scriptedFetch(stream.response);
    const live = createLiveApi(createTransport({ baseUrl: BASE, fetch, authToken: () => 'tok' }));
    const ended = live.publicOrderTrackingLive('abc')(new AbortController().signal, () => undefined);
    await tick();
    stream.end();
    await expect(ended).resolves.toBe('cut');
    expect(requests[0]!.headers.get('authorization')).toBeNull();
    expect(requests[0]!.credentials).toBe('same-origin');
  });

  it('reads the end of the body as a cut, and so does an abort', async () => {
    const first = eventStream();
    const second = eventStream();
    const { fetch } = scriptedFetch(first.response, second.response);
    const live = createLiveApi(createTransport({ baseUrl: BASE, fetch }));
    const cut = live.ordersStatusLive()(new AbortController().signal, () => undefined);
    await tick();
    first.end();
    await expect(cut).resolves.toBe('cut');
    const controller = new AbortController();
    const aborted = live.ordersStatusLive()(controller.signal, () => undefined);
    await tick();
    controller.abort();
    await expect(aborted).resolves.toBe('cut');
  });

  it('reads silence longer than silenceMs as a cut', async () => {
    // The parser's chunk loaded beforehand: on a busy machine its first load may outlast the wait below.
    await import('eventsource-parser');
    // Timers only: setImmediate stays real, so the call can reach the body before the clock moves.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const stream = eventStream();
      const { fetch } = scriptedFetch(stream.response);
      const live = createLiveApi(createTransport({ baseUrl: BASE, fetch }));
      let ended: string | null = null;
      void live
        .ordersStatusLive()(new AbortController().signal, () => undefined)
        .then((end) => {
          ended = end;
        });
      // Let the call (ky's promise chain, the parser's import) reach the body before the clock moves: the silence
      // watch starts when the body is read. The import takes a variable number of turns on a busy machine, so the
      // wait is for the reader itself (the body locked), not a fixed count of turns.
      for (let i = 0; i < 10_000 && !stream.response.body?.locked; i++) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(stream.response.body?.locked).toBe(true);
      await vi.advanceTimersByTimeAsync(30_000);
      stream.push(': ping\n\n');
      await vi.advanceTimersByTimeAsync(30_000);
      expect(ended).toBeNull();
      await vi.advanceTimersByTimeAsync(15_001);
      expect(ended).toBe('cut');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a 401 calls onSessionExpired and throws SessionExpiredError, like any call', async () => {
    const onSessionExpired = vi.fn();
    const { fetch } = scriptedFetch(
      new Response(JSON.stringify({ code: 'unauthenticated', message: 'x' }), {
        status: 401,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const live = createLiveApi(createTransport({ baseUrl: BASE, fetch, onSessionExpired }));
    await expect(
      live.ordersStatusLive()(new AbortController().signal, () => undefined),
    ).rejects.toBeInstanceOf(SessionExpiredError);
    expect(onSessionExpired).toHaveBeenCalledWith('unauthenticated');
  });

  it('refuses a 404 and a 2xx that is not an event stream', async () => {
    const { fetch } = scriptedFetch(
      new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } }),
      new Response('<html></html>', { headers: { 'content-type': 'text/html' } }),
    );
    const live = createLiveApi(createTransport({ baseUrl: BASE, fetch }));
    const open = () => live.shipmentByHashLive('h')(new AbortController().signal, () => undefined);
    const notFound = await open().catch((error: unknown) => error);
    expect(notFound).toBeInstanceOf(ApiError);
    expect((notFound as ApiError).status).toBe(404);
    await expect(open()).rejects.toBeInstanceOf(LiveUnavailableError);
  });
});

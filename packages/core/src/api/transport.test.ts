import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scriptedFetch } from './scripted-fetch.test-support';
import { createTransport } from './transport';

// The transport's HTTP handling over ky: the URL it builds, the JSON body, the time limit, the caller's abort.

const BASE = 'http://portal.test/jade/api/';
const ok = () =>
  new Response(JSON.stringify({ ok: true }), { headers: { 'content-type': 'application/json' } });
const Ok = v.object({ ok: v.literal(true) });

/**
 * A transport on BASE over a fake fetch that answers `answers` in turn and records the requests. Given none, its
 * fetch never answers and only fails once its request is aborted; `signal()` is that request's signal.
 */
function setup(...answers: Response[]) {
  const scripted = scriptedFetch(...answers);
  let signal: AbortSignal | undefined;
  const hanging: typeof globalThis.fetch = (request) => {
    if (!(request instanceof Request)) throw new TypeError('ky hands fetch a Request');
    signal = request.signal;
    return new Promise((_, reject) => {
      request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  };
  const transport = createTransport({ baseUrl: BASE, fetch: answers.length > 0 ? scripted.fetch : hanging });
  return { ...transport, requests: scripted.requests, signal: () => signal };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('transport', () => {
  it('joins the path to the base with one slash and replaces its query, leaving undefined entries out', async () => {
    const { call, requests } = setup(ok(), ok());
    await call(Ok, 'orders/status?since=old', {
      searchParams: { since: '72 hours ago', page: 2, x: undefined },
    });
    await call(Ok, 'orders/status', { searchParams: '?a=1' });
    expect(requests.map((r) => r.url)).toEqual([
      'http://portal.test/jade/api/orders/status?since=72+hours+ago&page=2',
      'http://portal.test/jade/api/orders/status?a=1',
    ]);
  });

  it('sends `json` as a JSON body with its content type, the method upper-cased', async () => {
    const { call, requests } = setup(ok());
    await call(Ok, 'customers', {
      method: 'patch',
      json: { a: 1 },
    });
    const [request] = requests;
    expect(request?.method).toBe('PATCH');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(await request?.json()).toEqual({ a: 1 });
  });

  it('fails a call whose answer does not come within its time limit as a network failure (status 0)', async () => {
    vi.useFakeTimers();
    const { call, signal } = setup();
    const answer = call(Ok, 'me', { timeout: 5_000 });
    const settled = expect(answer).rejects.toMatchObject({
      status: 0,
      message: 'Request timed out: GET http://portal.test/jade/api/me',
    });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(signal()?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(signal()?.aborted).toBe(true);
  });

  it("aborts the request when the caller's signal aborts", async () => {
    const { raw, signal } = setup();
    const caller = new AbortController();
    const answer = raw('live', { signal: caller.signal });
    await vi.waitFor(() => expect(signal()).toBeDefined());
    caller.abort();
    await expect(answer).rejects.toMatchObject({ status: 0 });
    expect(signal()?.aborted).toBe(true);
  });
});

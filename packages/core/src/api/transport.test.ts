import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scriptedFetch } from './scripted-fetch.test-support';
import { createTransport } from './transport';

// The transport's HTTP handling over ky: the URL it builds, the JSON body, the time limit, the caller's abort.

const BASE = 'http://portal.test/jade/api/';
const ok = () =>
  new Response(JSON.stringify({ ok: true }), { headers: { 'content-type': 'application/json' } });
const Ok = v.object({ ok: v.literal(true) });

afterEach(() => {
  vi.useRealTimers();
});

describe('transport', () => {
  it('joins the path to the base with one slash and replaces its query, leaving undefined entries out', async () => {
    const { fetch, requests } = scriptedFetch(ok(), ok());
    const { call } = createTransport({ baseUrl: BASE, fetch });
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
    const { fetch, requests } = scriptedFetch(ok());
    await createTransport({ baseUrl: BASE, fetch }).call(Ok, 'customers', {
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
    let signal: AbortSignal | undefined;
    const fetch = vi.fn(
      (request: Request) =>
        new Promise<Response>((_, reject) => {
          signal = request.signal;
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    ) as unknown as typeof globalThis.fetch;
    const answer = createTransport({ baseUrl: BASE, fetch }).call(Ok, 'me', { timeout: 5_000 });
    const settled = expect(answer).rejects.toMatchObject({
      status: 0,
      message: 'Request timed out: GET http://portal.test/jade/api/me',
    });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(signal?.aborted).toBe(true);
  });

  it("aborts the request when the caller's signal aborts", async () => {
    let signal: AbortSignal | undefined;
    const fetch = vi.fn(
      (request: Request) =>
        new Promise<Response>((_, reject) => {
          signal = request.signal;
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    ) as unknown as typeof globalThis.fetch;
    const caller = new AbortController();
    const answer = createTransport({ baseUrl: BASE, fetch }).raw('live', { signal: caller.signal });
    await vi.waitFor(() => expect(signal).toBeDefined());
    caller.abort();
    await expect(answer).rejects.toMatchObject({ status: 0 });
    expect(signal?.aborted).toBe(true);
  });
});

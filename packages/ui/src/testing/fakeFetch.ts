import { getResponse, HttpHandler, HttpResponse } from 'msw';

/**
 * A fake `fetch` for tests and stories, built from a route map: `{ 'GET /orders/status': (req) => body }`.
 * Paths are relative to the API base ('/jade/api' by default) and may hold `:params`. A handler returns the
 * JSON body of a 200, or `reply({ status, body, delay })` for anything else. Unknown routes answer 404.
 *
 * msw matches the routes and builds the responses: each route becomes an msw handler, and the fake `fetch`
 * asks msw's `getResponse` for the answer. No service worker and no global interception: each fake is a
 * `fetch` of its own, so two widgets on one page keep separate APIs.
 */

export interface FakeRequest {
  method: string;
  /** Path below the API base, e.g. '/orders/status'. */
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: Headers;
  /** Parsed JSON body, else the text, else null. */
  body: unknown;
}

/** Milliseconds, or 'never' for a response that never comes (a loading state that stays). */
export type FakeDelay = number | 'never';

export interface FakeReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  delay?: FakeDelay;
  /** A streamed body instead of JSON (a live stream's text/event-stream; see `fakeEventStream`). */
  stream?: ReadableStream<Uint8Array>;
}

const REPLY = Symbol('fake-reply');
type BrandedReply = FakeReply & { [REPLY]: true };

/** A response other than a plain 200 with a JSON body. */
export function reply(options: FakeReply): BrandedReply {
  return { ...options, [REPLY]: true };
}

export type RouteHandler = (request: FakeRequest) => unknown;
/** A handler, or a fixed answer (a JSON body or a `reply(...)`). */
export type FakeRoutes = Record<string, RouteHandler | FixedAnswer>;
/** Anything but a function: a JSON body or a `reply(...)`. */
export type FixedAnswer = string | number | boolean | null | object;

export interface FakeCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  status: number;
}

export interface FakeApiOptions {
  /** Default '/jade/api'. */
  apiBase?: string;
  /** Delay applied to every answer that does not set its own. */
  delay?: FakeDelay;
}

export interface FakeApi {
  fetch: typeof fetch;
  /** Every request made so far, in order. */
  calls: FakeCall[];
}

function isReply(value: unknown): value is BrandedReply {
  return typeof value === 'object' && value !== null && REPLY in value;
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

// Not msw's `delay('infinite')`: that is a 24-day timer, which a test's `vi.runAllTimers()` would fire; 'never'
// sets no timer at all. And the wait ends when the request is aborted, as a real fetch does.
function wait(delay: FakeDelay, signal: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(new DOMException('A requisição foi cancelada.', 'AbortError'));
    if (signal?.aborted) return abort();
    signal?.addEventListener('abort', abort, { once: true });
    if (delay !== 'never') setTimeout(resolve, delay);
  });
}

/** What the fake reads once per request, for the route handler and the calls log. */
interface Incoming {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

function toResponse(answer: FakeReply): Response {
  const status = answer.status ?? 200;
  const init = { status, headers: answer.headers };
  if (answer.stream) return new HttpResponse(answer.stream, init);
  return status === 204 || answer.body === undefined
    ? new HttpResponse(null, init)
    : HttpResponse.json(answer.body, init);
}

export function createFakeFetch(routes: FakeRoutes, options: FakeApiOptions = {}): FakeApi {
  const basePath = new URL(options.apiBase ?? '/jade/api', 'http://localhost').pathname.replace(/\/$/, '');
  const calls: FakeCall[] = [];
  // The request msw hands a resolver is the one given to `getResponse`: the key to what was read from it.
  const incoming = new WeakMap<Request, Incoming>();

  const handlers = Object.entries(routes).map(([key, answer]) => {
    const [method = 'GET', path = '/'] = key.trim().split(/\s+/, 2);
    return new HttpHandler(method.toUpperCase(), basePath + path, async ({ request, params }) => {
      const seen = incoming.get(request);
      if (!seen) throw new Error(`Requisição desconhecida: ${request.method} ${request.url}`);
      const raw =
        typeof answer === 'function'
          ? await (answer as RouteHandler)({
              ...seen,
              params: Object.fromEntries(
                Object.entries(params).map(([name, value]) => [name, String(value)]),
              ),
            })
          : answer;
      return logged(seen, isReply(raw) ? raw : { status: 200, body: raw }, request.signal);
    });
  });

  /** Logs the call, then answers after the reply's delay (or the fake's). */
  async function logged(seen: Incoming, answer: FakeReply, signal: AbortSignal | null): Promise<Response> {
    calls.push({
      method: seen.method,
      path: seen.path,
      query: Object.fromEntries(seen.query),
      body: seen.body,
      status: answer.status ?? 200,
    });
    const delay = answer.delay ?? options.delay ?? 0;
    if (delay !== 0) await wait(delay, signal);
    return toResponse(answer);
  }

  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, 'http://localhost');
    const path = url.pathname.startsWith(basePath)
      ? url.pathname.slice(basePath.length) || '/'
      : url.pathname;
    const seen: Incoming = {
      method: request.method.toUpperCase(),
      path,
      query: url.searchParams,
      // A copy: msw adds the document's cookies to the request's own headers while matching.
      headers: new Headers(request.headers),
      body: await readBody(request.clone()),
    };
    incoming.set(request, seen);
    // Routes are relative to the API base on whatever origin the widget calls (an absolute api-base too).
    const response = await getResponse(handlers, request, { baseUrl: url.origin });
    if (response) return response;
    const message = `Rota não simulada: ${seen.method} ${seen.path}`;
    return logged(seen, { status: 404, body: { code: 'not_found', message } }, request.signal);
  };

  return { fetch: fakeFetch as typeof fetch, calls };
}

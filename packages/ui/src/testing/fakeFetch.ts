/**
 * A fake `fetch` for tests and stories, built from a route map: `{ 'GET /orders/status': (req) => body }`.
 * Paths are relative to the API base ('/jade/api' by default) and may hold `:params`. A handler returns the
 * JSON body of a 200, or `reply({ status, body, delay })` for anything else. Unknown routes answer 404.
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

interface CompiledRoute {
  method: string;
  pattern: RegExp;
  names: string[];
  answer: unknown;
}

function compile(key: string, answer: unknown): CompiledRoute {
  const [method = 'GET', path = '/'] = key.trim().split(/\s+/, 2);
  const names: string[] = [];
  const source = path
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { method: method.toUpperCase(), pattern: new RegExp(`^${source}/?$`), names, answer };
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

function wait(delay: FakeDelay, signal: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(new DOMException('A requisição foi cancelada.', 'AbortError'));
    if (signal?.aborted) return abort();
    signal?.addEventListener('abort', abort, { once: true });
    if (delay !== 'never') setTimeout(resolve, delay);
  });
}

export function createFakeFetch(routes: FakeRoutes, options: FakeApiOptions = {}): FakeApi {
  const base = (options.apiBase ?? '/jade/api').replace(/\/$/, '');
  const compiled = Object.entries(routes).map(([key, answer]) => compile(key, answer));
  const calls: FakeCall[] = [];

  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, 'http://localhost');
    const basePath = new URL(base, 'http://localhost').pathname.replace(/\/$/, '');
    const path = url.pathname.startsWith(basePath)
      ? url.pathname.slice(basePath.length) || '/'
      : url.pathname;
    const method = request.method.toUpperCase();
    const body = await readBody(request);

    let params: Record<string, string> = {};
    const route = compiled.find((candidate) => {
      if (candidate.method !== method) return false;
      const match = candidate.pattern.exec(path);
      if (!match) return false;
      params = Object.fromEntries(
        candidate.names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]),
      );
      return true;
    });

    let answer: FakeReply;
    if (!route) {
      answer = { status: 404, body: { code: 'not_found', message: `Rota não simulada: ${method} ${path}` } };
    } else {
      const raw =
        typeof route.answer === 'function'
          ? await (route.answer as RouteHandler)({
              method,
              path,
              params,
              query: url.searchParams,
              headers: request.headers,
              body,
            })
          : route.answer;
      answer = isReply(raw) ? raw : { status: 200, body: raw };
    }

    const status = answer.status ?? 200;
    calls.push({ method, path, query: Object.fromEntries(url.searchParams), body, status });
    const delay = answer.delay ?? options.delay ?? 0;
    if (delay !== 0) await wait(delay, request.signal);

    const noBody = status === 204 || answer.body === undefined;
    return new Response(noBody ? null : JSON.stringify(answer.body), {
      status,
      headers: { ...(noBody ? {} : { 'content-type': 'application/json' }), ...answer.headers },
    });
  };

  return { fetch: fakeFetch as typeof fetch, calls };
}

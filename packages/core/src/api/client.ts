import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import * as v from 'valibot';
import { RetailersResponse } from '../schemas/customers';
import { ApiErrorBody } from '../schemas/errors';
import { ActiveExperiments, CurrentUser } from '../schemas/identity';
import { OrdersStatusResponse } from '../schemas/orders';
import { ApiError, ResponseShapeError, SessionExpiredError } from './errors';

export interface ApiClientOptions {
  /** Default '/jade/api'. May be absolute for a widget on another origin. */
  baseUrl?: string;
  /** Injected in tests and stories to mock the API without a network. */
  fetch?: typeof fetch;
  /** Called on every 401, before the SessionExpiredError is thrown. */
  onSessionExpired?: () => void;
}

export const CSRF_HEADER = 'X-CSRF-Token';
export const CSRF_COOKIE = 'box_csrf';

function readCsrfCookie(): string | null {
  if (typeof document === 'undefined') return null;
  const match = document.cookie.match(new RegExp(`(?:^|; )${CSRF_COOKIE}=([^;]*)`));
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/**
 * One typed function per call of SPEC §7. Every response is parsed with the shared valibot schema, so a drift
 * between client and server fails loudly instead of rendering nonsense.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  let csrfToken: string | null = null;
  const http: KyInstance = ky.create({
    prefixUrl: (options.baseUrl ?? '/jade/api').replace(/\/$/, ''),
    credentials: 'include',
    retry: 0,
    timeout: 30_000,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          if (request.method !== 'GET' && request.method !== 'HEAD') {
            const token = readCsrfCookie() ?? csrfToken;
            if (token) request.headers.set(CSRF_HEADER, token);
          }
        },
      ],
      afterResponse: [
        (_request, _options, response) => {
          const token = response.headers.get(CSRF_HEADER);
          if (token) csrfToken = token;
        },
      ],
    },
  });

  async function call<T extends v.GenericSchema>(
    schema: T,
    path: string,
    init: Options = {},
  ): Promise<v.InferOutput<T>> {
    let data: unknown;
    try {
      const response = await http(path, init);
      data = response.status === 204 ? null : await response.json();
    } catch (error) {
      throw await toApiError(error);
    }
    const parsed = v.safeParse(schema, data);
    if (!parsed.success) throw new ResponseShapeError(path, v.summarize(parsed.issues));
    return parsed.output;
  }

  async function toApiError(error: unknown): Promise<Error> {
    if (error instanceof HTTPError) {
      const raw: unknown = await error.response.json().catch(() => null);
      const body = v.is(ApiErrorBody, raw) ? raw : null;
      if (error.response.status === 401) {
        options.onSessionExpired?.();
        return new SessionExpiredError(body);
      }
      return new ApiError(error.response.status, body);
    }
    if (error instanceof ApiError) return error;
    // Network failure or timeout: no response reached us.
    return new ApiError(0, null, error instanceof Error ? error.message : String(error));
  }

  return {
    me: () => call(CurrentUser, 'me'),
    activeExperiments: () => call(ActiveExperiments, 'customers/active-experiments'),
    ordersStatus: (since = '72 hours ago') =>
      call(OrdersStatusResponse, 'orders/status', { searchParams: { since } }),
    retailers: () => call(RetailersResponse, 'retailers'),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

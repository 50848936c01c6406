import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import * as v from 'valibot';
import { ApiErrorBody } from '../schemas/errors';
import { ApiError, ResponseShapeError, SessionExpiredError } from './errors';
import { trimApiBase } from './paths';

export interface ApiClientOptions {
  /** Default '/jade/api'. May be absolute for a widget on another origin. */
  baseUrl?: string;
  /** Injected in tests and stories to mock the API without a network. */
  fetch?: typeof fetch;
  /**
   * Called on every 401 with the answer's code (`not_signed_in`, `unauthenticated`, `invalid_credentials`, or
   * null for a body without one), before the SessionExpiredError is thrown. Not for a call whose token the page
   * has replaced while it was on its way: the fresh token may well be good.
   */
  onSessionExpired?: (code: string | null) => void;
  /**
   * The page's cookie string, read before each mutation for the CSRF token (`() => document.cookie` in a
   * browser). An option because core is the no-DOM layer: without it the token is the one the server last sent
   * in the `X-CSRF-Token` response header.
   */
  cookies?: () => string;
  /**
   * The embed token (or API key) sent as `Authorization: Bearer …` instead of the cookie session; null or empty
   * for the cookie. A getter read at each call, so a page that sets a fresh token is heard on the next call
   * without a new client.
   */
  authToken?: () => string | null | undefined;
}

/**
 * A call's options: ky's, plus whether the URL itself authorises it (a tracking token, a shipment hash, a public
 * proof, the rating, /session). Such a call carries no credential of the page: no bearer, and the cookie only
 * to the page's own origin, so a partner's page reads the answer with no CORS credentials.
 */
export interface CallOptions extends Options {
  urlAuthorised?: boolean;
  /** fetch's cache mode (Node's RequestInit types, which core compiles with, leave it out; browsers honour it). */
  cache?: 'default' | 'no-store' | 'reload' | 'no-cache' | 'force-cache' | 'only-if-cached';
}

export const CSRF_HEADER = 'X-CSRF-Token';
export const CSRF_COOKIE = 'box_csrf';
/** Its name behind TLS (BOX_SECURE_COOKIES): `__Host-` pins it to this origin, like the session cookie. */
export const SECURE_CSRF_COOKIE = `__Host-${CSRF_COOKIE}`;
/**
 * The hidden field that carries the token in a posted form (the server's legacy forms, the portal's logout form).
 * One name for the server that reads it and every page that posts it: the header's 'Sair' once posted `csrf`.
 */
export const CSRF_FIELD = '_csrf';
/** Where a logout form posts CSRF_FIELD (the server's /sair page and the portal's header menu). */
export const LOGOUT_FORM_PATH = '/_ssr/sair';

/**
 * The CSRF token in a cookie string such as document.cookie, under either name. (The server expires a plain one
 * left from before TLS whenever it sets the `__Host-` one, so the two do not linger side by side.) One literal
 * regex: every widget bundle carries this.
 */
export function csrfFromCookies(cookies: string): string | null {
  const match = cookies.match(/(?:^|; )(?:__Host-)?box_csrf=([^;]*)/);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** A call that parses its JSON answer with a schema. */
export type Call = <T extends v.GenericSchema>(
  schema: T,
  path: string,
  init?: CallOptions,
) => Promise<v.InferOutput<T>>;
/** A call that hands back the raw response (downloads). */
export type RawCall = (path: string, init?: CallOptions) => Promise<Response>;

/** One HTTP layer (one CSRF token, one session callback) that every resource's calls share. */
export interface ApiTransport {
  call: Call;
  raw: RawCall;
}

/**
 * How a call is authorised: by its URL (same-origin credentials, nothing else), by the page's token (the bearer
 * header and no cookie at all), or by the portal's session cookie (sent to the API's origin too).
 */
function credentialsFor(urlAuthorised: boolean, token: string | null): Options['credentials'] {
  if (urlAuthorised) return 'same-origin';
  return token ? 'omit' : 'include';
}

/**
 * The HTTP layer every resource shares: ky with the bearer header when the page gave a token, else the CSRF
 * header on mutations (from the `box_csrf` cookie read through `options.cookies`, or the token the server last
 * sent in the `X-CSRF-Token` response header), 401 → onSessionExpired + SessionExpiredError, other failures →
 * ApiError, answers that miss their schema → ResponseShapeError.
 */
export function createTransport(options: ApiClientOptions = {}): ApiTransport {
  let csrfToken: string | null = null;
  const http: KyInstance = ky.create({
    prefixUrl: trimApiBase(options.baseUrl),
    credentials: 'include',
    retry: 0,
    timeout: 30_000,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request, { context }) => {
          if (typeof context.bearer === 'string') {
            // A bearer header carries no ambient authority: the server asks no CSRF token with it.
            request.headers.set('Authorization', `Bearer ${context.bearer}`);
            return;
          }
          if (request.method !== 'GET' && request.method !== 'HEAD') {
            const token = (options.cookies && csrfFromCookies(options.cookies())) ?? csrfToken;
            if (token) request.headers.set(CSRF_HEADER, token);
          }
        },
      ],
    },
  });
  // Read here rather than in ky's afterResponse hook, which hands the hook a clone: the clone of a live stream's
  // body, never read, would keep every byte of the stream in memory.
  const keepCsrfToken = (response: Response) => {
    const token = response.headers.get(CSRF_HEADER);
    if (token) csrfToken = token;
  };

  /** `replaced`: the call went with a token the page has replaced since, so its 401 is no news to the page. */
  async function toApiError(error: unknown, replaced = false): Promise<Error> {
    if (error instanceof HTTPError) {
      keepCsrfToken(error.response);
      const raw: unknown = await error.response.json().catch(() => null);
      const body = v.is(ApiErrorBody, raw) ? raw : null;
      if (error.response.status === 401) {
        if (!replaced) options.onSessionExpired?.(body?.code ?? null);
        return new SessionExpiredError(body);
      }
      return new ApiError(error.response.status, body);
    }
    if (error instanceof ApiError) return error;
    // Network failure or timeout: no response reached us.
    return new ApiError(0, null, error instanceof Error ? error.message : String(error));
  }

  const raw: RawCall = async (path, { urlAuthorised = false, ...init } = {}) => {
    const token = urlAuthorised ? null : options.authToken?.() || null;
    const credentials = credentialsFor(urlAuthorised, token);
    try {
      const response = await http(path, {
        ...init,
        credentials,
        context: { ...init.context, bearer: token },
      });
      keepCsrfToken(response);
      return response;
    } catch (error) {
      throw await toApiError(error, token !== null && token !== (options.authToken?.() || null));
    }
  };

  const call: Call = async (schema, path, init = {}) => parseResponse(schema, path, await raw(path, init));

  return { call, raw };
}

/** A successful answer's JSON body checked against its schema (a 204 reads as null); a miss is a drift. */
export async function parseResponse<T extends v.GenericSchema>(
  schema: T,
  path: string,
  response: Response,
): Promise<v.InferOutput<T>> {
  let data: unknown = null;
  if (response.status !== 204) {
    // A body that is not JSON is a drift too, not a network failure.
    data = await response.json().catch(() => undefined);
  }
  const parsed = v.safeParse(schema, data);
  if (!parsed.success) throw new ResponseShapeError(path, v.summarize(parsed.issues));
  return parsed.output;
}

/** A path segment taken from user data (access keys, tokens, hashes), escaped. */
export const segment = (value: string | number) => encodeURIComponent(String(value));

import type { ApiClient, ApiClientOptions } from '@box/core/api';
import { createContext, type ReactNode, useContext, useMemo, useRef } from 'react';

/** The props every widget's root takes for its API, documented here once. */
export interface ApiSettings {
  /** Base of the API; default core's `API_BASE_PATH` ('/jade/api'), or the enclosing widget's. */
  apiBase?: string;
  /** A replacement `fetch` (tests, stories, a host with its own transport). */
  fetch?: typeof fetch;
  /**
   * An embed token (or API key) sent as a bearer header instead of the portal's session cookie: how a signed-in
   * widget works on a page of another site. Changing it does not rebuild the client: the next call sends it.
   */
  authToken?: string;
  /**
   * The API answered 401 (`code` is its code: 'not_signed_in', 'unauthenticated', 'invalid_credentials'): the
   * host should send the user to sign in, or renew the token. Only the server says a token ran out.
   */
  onSessionExpired?: (code?: string | null) => void;
  /**
   * The widget's token runs out (at `expiresAt`, ISO 8601, by the server's clock) within core's
   * EMBED_TOKEN_RENEW_BEFORE_MS, counted from when the page set it: the page should set a fresh one. Called by the
   * widget's root (`defineBoxWidget`), once per token.
   */
  onAuthTokenExpiring?: (expiresAt: string) => void;
}

/**
 * Builds a subtree's client from the settings: `createApiClient`, or a narrower client made of core's
 * per-resource factories, so a widget's bundle carries only the schemas of the calls it makes.
 */
export type ClientFactory<C extends object> = (options: ApiClientOptions) => C;

interface ClientScope {
  client: object;
  /** What built `client`: a typed `useApi` accepts only its own factory's client… */
  createClient: ClientFactory<object>;
  /** …or core's whole client (`<ApiProvider>`, e.g. in tests), which holds every call of every narrow one. */
  whole: boolean;
}

const SettingsContext = createContext<ApiSettings>({});
const ClientContext = createContext<ClientScope | null>(null);

export interface ApiClientProviderProps<C extends object> extends ApiSettings {
  /** Pass a stable function (module level): a new one rebuilds the client. */
  createClient: ClientFactory<C>;
  children?: ReactNode;
}

function ClientProvider<C extends object>({
  createClient,
  whole,
  apiBase,
  fetch,
  authToken,
  onSessionExpired,
  children,
}: ApiClientProviderProps<C> & { whole: boolean }) {
  const outer = useContext(SettingsContext);
  const base = apiBase ?? outer.apiBase;
  const fetchImpl = fetch ?? outer.fetch;
  const expired = onSessionExpired ?? outer.onSessionExpired;
  const token = authToken ?? outer.authToken;
  // Read at call time, so a new callback identity or a fresh token does not rebuild the client.
  const expiredRef = useRef(expired);
  expiredRef.current = expired;
  const tokenRef = useRef(token);
  tokenRef.current = token;

  const scope = useMemo(
    (): ClientScope => ({
      client: createClient({
        ...(base ? { baseUrl: base } : {}),
        ...(fetchImpl ? { fetch: fetchImpl } : {}),
        onSessionExpired: (code) => expiredRef.current?.(code),
        cookies: () => document.cookie, // the CSRF cookie: core has no DOM, so the browser side reads it
        authToken: () => tokenRef.current,
      }),
      createClient,
      whole,
    }),
    [createClient, whole, base, fetchImpl],
  );
  const settings = useMemo(
    () => ({ apiBase: base, fetch: fetchImpl, authToken: token, onSessionExpired: expired }),
    [base, fetchImpl, token, expired],
  );

  return (
    <SettingsContext value={settings}>
      <ClientContext value={scope}>{children}</ClientContext>
    </SettingsContext>
  );
}

/**
 * Gives the widget below its own API client (its own CSRF token, its own session callback), so two widgets on
 * one page share nothing. Settings not given are inherited from an outer provider: that is how a test or a
 * story hands a fake `fetch` to a widget that builds its own provider. Read the client with the `useApi` of
 * `createApiContext(createClient)` over the same factory.
 */
export function ApiClientProvider<C extends object>(props: ApiClientProviderProps<C>) {
  return <ClientProvider {...props} whole={false} />;
}

/** A client factory's provider and the hook that reads its client, typed by what the factory returns. */
export interface ApiContext<C extends object> {
  /** `<ApiClientProvider createClient={…}>` over this context's factory. */
  Provider: (props: ApiSettings & { children?: ReactNode }) => ReactNode;
  /** The client of the nearest provider: this factory's, or core's whole client (`<ApiProvider>`). */
  useApi: () => C;
}

export function apiContextOf<C extends object>(
  createClient: ClientFactory<C>,
  whole: boolean,
): ApiContext<C> {
  return {
    // biome-ignore lint/correctness/noComponentHookFactories: made once per client factory, at module level.
    Provider: (props) => <ClientProvider {...props} createClient={createClient} whole={whole} />,
    useApi: () => {
      const scope = useContext(ClientContext);
      // No provider above, or one built by another factory (a screen under another widget's provider).
      if (!scope || (scope.createClient !== createClient && !scope.whole))
        throw new Error('useApi() precisa do provider do seu cliente acima do componente.');
      // Checked just above: `createClient` itself built this client (so it is a C), or core's whole client did,
      // which holds every call C can name (C extends Partial<ApiClient> in createApiContext).
      return scope.client as C;
    },
  };
}

/**
 * The provider and `useApi` of one client factory, e.g. `createApiContext(createMonitoringApi)`: `useApi()` is
 * typed by what the factory builds, so a screen naming a call its provider did not build does not compile.
 * Make it once, at module level, beside the factory.
 */
export function createApiContext<C extends Partial<ApiClient>>(
  createClient: ClientFactory<C>,
): ApiContext<C> {
  return apiContextOf(createClient, false);
}

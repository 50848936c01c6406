import type { ApiClient, ApiClientOptions } from '@box/core';
import { createContext, type ReactNode, useContext, useMemo, useRef } from 'react';

export interface ApiSettings {
  apiBase?: string;
  fetch?: typeof fetch;
  onSessionExpired?: () => void;
}

const SettingsContext = createContext<ApiSettings>({});
const ClientContext = createContext<object | null>(null);

export interface ApiClientProviderProps<C extends object> extends ApiSettings {
  /**
   * Builds the subtree's client from the settings: `createApiClient`, or a narrower client made of core's
   * per-resource factories, so a widget's bundle carries only the schemas of the calls it makes.
   * Pass a stable function (module level): a new one rebuilds the client.
   */
  createClient: (options: ApiClientOptions) => C;
  children?: ReactNode;
}

/**
 * Gives the widget below its own API client (its own CSRF token, its own session callback), so two widgets on
 * one page share nothing. Settings not given are inherited from an outer provider: that is how a test or a
 * story hands a fake `fetch` to a widget that builds its own provider.
 */
export function ApiClientProvider<C extends object>({
  createClient,
  apiBase,
  fetch,
  onSessionExpired,
  children,
}: ApiClientProviderProps<C>) {
  const outer = useContext(SettingsContext);
  const base = apiBase ?? outer.apiBase;
  const fetchImpl = fetch ?? outer.fetch;
  const expired = onSessionExpired ?? outer.onSessionExpired;
  // Read at call time, so a new callback identity does not rebuild the client.
  const expiredRef = useRef(expired);
  expiredRef.current = expired;

  const client = useMemo(
    () =>
      createClient({
        ...(base ? { baseUrl: base } : {}),
        ...(fetchImpl ? { fetch: fetchImpl } : {}),
        onSessionExpired: () => expiredRef.current?.(),
        cookies: () => document.cookie, // the CSRF cookie: core has no DOM, so the browser side reads it
      }),
    [createClient, base, fetchImpl],
  );
  const settings = useMemo(
    () => ({ apiBase: base, fetch: fetchImpl, onSessionExpired: expired }),
    [base, fetchImpl, expired],
  );

  return (
    <SettingsContext value={settings}>
      <ClientContext value={client}>{children}</ClientContext>
    </SettingsContext>
  );
}

/**
 * The API client of the nearest provider: the whole `ApiClient` under `<ApiProvider>`; under an
 * `<ApiClientProvider>` whatever its `createClient` built, so name that type (`useApi<MonitoringApi>()`).
 */
export function useApi<C extends object = ApiClient>(): C {
  const client = useContext(ClientContext);
  if (!client) throw new Error('useApi() precisa de um <ApiProvider> acima do componente.');
  return client as C;
}

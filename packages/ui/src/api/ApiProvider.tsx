import { type ApiClient, createApiClient } from '@box/core';
import { createContext, type ReactNode, useContext, useMemo, useRef } from 'react';

interface ApiSettings {
  apiBase?: string;
  fetch?: typeof fetch;
  onSessionExpired?: () => void;
}

const SettingsContext = createContext<ApiSettings>({});
const ClientContext = createContext<ApiClient | null>(null);

export interface ApiProviderProps extends ApiSettings {
  children?: ReactNode;
}

/**
 * Gives the widget below its own API client (its own CSRF token, its own session callback), so two widgets on
 * one page share nothing. Settings not given are inherited from an outer provider: that is how a test or a
 * story hands a fake `fetch` to a widget that builds its own provider.
 */
export function ApiProvider({ apiBase, fetch, onSessionExpired, children }: ApiProviderProps) {
  const outer = useContext(SettingsContext);
  const base = apiBase ?? outer.apiBase;
  const fetchImpl = fetch ?? outer.fetch;
  const expired = onSessionExpired ?? outer.onSessionExpired;
  // Read at call time, so a new callback identity does not rebuild the client.
  const expiredRef = useRef(expired);
  expiredRef.current = expired;

  const client = useMemo(
    () =>
      createApiClient({
        ...(base ? { baseUrl: base } : {}),
        ...(fetchImpl ? { fetch: fetchImpl } : {}),
        onSessionExpired: () => expiredRef.current?.(),
      }),
    [base, fetchImpl],
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

/** The API client of the nearest `<ApiProvider>`. */
export function useApi(): ApiClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error('useApi() precisa de um <ApiProvider> acima do componente.');
  return client;
}

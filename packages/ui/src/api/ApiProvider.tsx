import { createApiClient } from '@box/core';
import type { ReactNode } from 'react';
import { ApiClientProvider, type ApiSettings } from './ApiClientProvider';

export { useApi } from './ApiClientProvider';

export interface ApiProviderProps extends ApiSettings {
  children?: ReactNode;
}

/** An `<ApiClientProvider>` with the whole client of core (every call of SPEC §7). */
export function ApiProvider(props: ApiProviderProps) {
  return <ApiClientProvider createClient={createApiClient} {...props} />;
}

import { createApiClient } from '@box/core/api';
import type { ReactNode } from 'react';
import { type ApiSettings, apiContextOf } from './ApiClientProvider';

/** Core's whole client (every call of SPEC §7): the host's pages, tests and stories of inner screens. */
const whole = apiContextOf(createApiClient, true);

export interface ApiProviderProps extends ApiSettings {
  children?: ReactNode;
}

/** An `<ApiClientProvider>` with the whole client of core: any widget's `useApi` below it reads it. */
export const ApiProvider: (props: ApiProviderProps) => ReactNode = whole.Provider;

/** The whole client of the nearest `<ApiProvider>`. */
export const useApi = whole.useApi;

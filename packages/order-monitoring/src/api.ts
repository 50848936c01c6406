import { type ApiClientOptions, createLiveApi, createOrdersApi, createTransport } from '@box/core/api';
import { createApiContext } from '@box/ui';

/**
 * The only calls the monitoring makes (GET /orders/status and its live stream): built from core's orders factory rather than
 * `createApiClient`, so the widget's bundle carries none of the other resources' schemas.
 */
export function createMonitoringApi(options: ApiClientOptions) {
  const transport = createTransport(options);
  const { ordersStatusLive } = createLiveApi(transport);
  return { ...createOrdersApi(transport), ordersStatusLive };
}

export type MonitoringApi = ReturnType<typeof createMonitoringApi>;

/** The widget's provider and its `useApi()`, typed as what `createMonitoringApi` builds. */
export const monitoringApi = /* @__PURE__ */ createApiContext(createMonitoringApi);

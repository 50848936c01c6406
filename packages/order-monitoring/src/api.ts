import { type ApiClientOptions, createOrdersApi, createTransport } from '@box/core/api';
import { createApiContext } from '@box/ui';

/**
 * The only calls the monitoring makes (GET /orders/status): built from core's orders factory rather than
 * `createApiClient`, so the widget's bundle carries none of the other resources' schemas.
 */
export const createMonitoringApi = (options: ApiClientOptions) => createOrdersApi(createTransport(options));

export type MonitoringApi = ReturnType<typeof createMonitoringApi>;

/** The widget's provider and its `useApi()`, typed as what `createMonitoringApi` builds. */
export const monitoringApi = /* @__PURE__ */ createApiContext(createMonitoringApi);

import { type ApiClientOptions, createBillingApi, createTransport } from '@box/core/api';
import { createApiContext } from '@box/ui';

/**
 * The statement's calls only (GET /billing-statement/monthly-totals, summary, details, order-details,
 * download), so the widget's bundle carries none of the other resources' schemas.
 */
export const createStatementApi = (options: ApiClientOptions) => createBillingApi(createTransport(options));

export type StatementApi = ReturnType<typeof createStatementApi>;

/** The provider and `useApi()` of this client, typed as what `createStatementApi` builds. */
export const statementApi = /* @__PURE__ */ createApiContext(createStatementApi);

import { type ApiClientOptions, createCustomersApi, createTransport } from '@box/core/api';
import { createApiContext } from '@box/ui';

/**
 * The finance info form's calls, from core's customers factory: PATCH /customers, and GET
 * /customers/finance-info when the form starts from what the account has on file (`loadCurrent`).
 */
export const createFinanceApi = (options: ApiClientOptions) => {
  const { updateCustomer, financeInfo } = createCustomersApi(createTransport(options));
  return { updateCustomer, financeInfo };
};

export type FinanceApi = ReturnType<typeof createFinanceApi>;

/** The provider and `useApi()` of this client, typed as what `createFinanceApi` builds. */
export const financeApi = /* @__PURE__ */ createApiContext(createFinanceApi);

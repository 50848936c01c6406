import { type ApiClientOptions, createCustomersApi, createTransport } from '@box/core';

/** The one call the finance info form makes (PATCH /customers), from core's customers factory. */
export const createFinanceApi = (options: ApiClientOptions) => {
  const { updateCustomer } = createCustomersApi(createTransport(options));
  return { updateCustomer };
};

export type FinanceApi = ReturnType<typeof createFinanceApi>;

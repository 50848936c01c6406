import type * as v from 'valibot';
import { CustomerFinanceInfo, RetailersResponse, type UpdateCustomerBody } from '../schemas/customers';
import { OkResponse } from '../schemas/primitives';
import { CreateWarehouseResponse, type NewWarehouse, WarehousesResponse } from '../schemas/warehouses';
import type { ApiTransport } from './transport';

export function createCustomersApi({ call }: ApiTransport) {
  return {
    /** GET /retailers (super admin) */
    retailers: () => call(RetailersResponse, 'retailers'),
    /** GET /customers/finance-info: what the account has on file (ours: SPEC §7 lists only the PATCH). */
    financeInfo: () => call(CustomerFinanceInfo, 'customers/finance-info'),
    /** PATCH /customers: the finance info. */
    updateCustomer: (body: v.InferInput<typeof UpdateCustomerBody>) =>
      call(OkResponse, 'customers', { method: 'patch', json: body }),
    /** GET /customers/warehouses */
    warehouses: () => call(WarehousesResponse, 'customers/warehouses'),
    /** POST /customers/warehouses → { warehouse_id }; a used name fails with code warehouse_name_in_use. */
    createWarehouse: (body: v.InferInput<typeof NewWarehouse>) =>
      call(CreateWarehouseResponse, 'customers/warehouses', { method: 'post', json: body }),
  };
}

import { messageFor } from '@box/core/errors';
import { API_ERROR_CODE, NewWarehouse } from '@box/core/schemas';
import { Hono } from 'hono';
import { requireAccess, sessionOf } from '../http/access';
import type { AppEnv } from '../http/env';
import { HttpError } from '../http/errors';
import { validJson } from '../http/validate';
import { createWarehouse, listWarehouses } from '../queries/warehouses';

// The wizard's pick-up places: what a key or token that places spots needs.
const forTheWizard = requireAccess('customer', 'orders:create');

/** /jade/api/customers/warehouses: the session's customer's warehouses only (the id never comes from the client). */
export const warehouseRoutes = new Hono<AppEnv>()
  .get('/customers/warehouses', forTheWizard, async (c) =>
    c.json(await listWarehouses(c.get('deps').db, sessionOf(c).customerId)),
  )
  .post('/customers/warehouses', forTheWizard, validJson(NewWarehouse), async (c) => {
    const { db, clock } = c.get('deps');
    const body = c.req.valid('json');
    const created = await createWarehouse(db, sessionOf(c).customerId, body, clock());
    if (created === 'name_in_use') {
      throw new HttpError(409, {
        code: API_ERROR_CODE.WAREHOUSE_NAME_IN_USE,
        message: messageFor({ kind: 'WarehouseNameInUse' }).message,
        reasons: [{ field: 'name', message: messageFor({ kind: 'WarehouseNameInUse' }).message }],
      });
    }
    return c.json({ warehouse_id: created.id }, 201);
  });

import { Hono } from 'hono';
import { spotsConfigFor } from '../domain/spots-config';
import { requireAccess, sessionOf } from '../http/access';
import type { AppEnv } from '../http/env';
import { HttpError, UNAUTHENTICATED } from '../http/errors';
import { loadCustomerRow } from '../queries/customer-row';

/** GET /jade/api/spots/config: what the wizard may offer the session's customer right now. */
export const spotConfigRoutes = new Hono<AppEnv>().get(
  '/spots/config',
  requireAccess('customer', 'orders:create'),
  async (c) => {
    const { db, clock } = c.get('deps');
    const customer = await loadCustomerRow(db, sessionOf(c).customerId);
    if (!customer) throw new HttpError(401, UNAUTHENTICATED);
    return c.json(spotsConfigFor(customer, clock()));
  },
);

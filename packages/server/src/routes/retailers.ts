import type { RetailersResponse } from '@box/core/schemas';
import { Hono } from 'hono';
import { requireAccess } from '../http/access';
import type { AppEnv } from '../http/env';
import { listRetailers } from '../queries/retailers';

/** GET /jade/api/retailers — the super admin's list of customer accounts (403 for anyone else). */
export const retailerRoutes = new Hono<AppEnv>().get('/retailers', requireAccess('super_admin'), async (c) =>
  c.json((await listRetailers(c.get('deps').db)) satisfies RetailersResponse),
);

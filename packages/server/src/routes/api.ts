import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { NOT_FOUND } from '../http/errors';
import { customerRoutes } from './customers';
import { meRoutes } from './me';
import { orderRoutes } from './orders';
import { pendingRoutes } from './pending';
import { retailerRoutes } from './retailers';

/** Everything under /jade/api: implemented resources first, then the 501 table, then a JSON 404. */
export const apiRoutes = new Hono<AppEnv>()
  .route('/', meRoutes)
  .route('/', customerRoutes)
  .route('/', orderRoutes)
  .route('/', retailerRoutes)
  .route('/', pendingRoutes)
  .all('*', (c) => c.json(NOT_FOUND, 404));

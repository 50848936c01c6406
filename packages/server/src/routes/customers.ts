import { Hono } from 'hono';
import { requireAccess, sessionOf } from '../http/access';
import type { AppEnv } from '../http/env';
import { activeExperimentNames } from '../queries/experiments';

/** /jade/api/customers/* */
export const customerRoutes = new Hono<AppEnv>().get(
  '/customers/active-experiments',
  requireAccess('user'),
  async (c) => c.json(await activeExperimentNames(c.get('deps').db, sessionOf(c).customerId)),
);

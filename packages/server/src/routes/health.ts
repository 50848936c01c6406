import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

/** GET /healthz — for load balancers: up, and the database answers. */
export const healthRoutes = new Hono<AppEnv>().get('/healthz', async (c) => {
  try {
    await c.get('deps').db.execute(sql`select 1`);
    return c.json({ ok: true });
  } catch {
    return c.json({ ok: false }, 503);
  }
});

import {
  API_ERROR_CODE,
  CreateApiKeyBody,
  type CreatedApiKey,
  IntegrationsQuery,
  ROLE,
} from '@box/core/schemas';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import type * as v from 'valibot';
import type { Database } from '../db/database';
import { users } from '../db/schema/index';
import { requireAccess, sessionOf } from '../http/access';
import type { AppEnv } from '../http/env';
import { HttpError, NOT_FOUND } from '../http/errors';
import { managedCustomerId } from '../http/managed-account';
import { validJson, validQuery } from '../http/validate';
import { createApiKey, listApiKeys, revokeApiKey } from '../security/api-keys';
import type { SessionContext } from '../security/sessions';
import { idParam } from './path-params';

const NO_ACTIVE_ADMIN = {
  code: API_ERROR_CODE.VALIDATION_FAILED,
  message: 'Esta conta não tem um administrador ativo: cadastre um antes de criar uma chave de API.',
};

/**
 * The user a new key acts as: its creator when they belong to the account; otherwise (the super admin making a
 * key for another account) that account's first active admin, so the spots it places name a person of the account.
 */
async function actingUserId(db: Database, session: SessionContext, customerId: number): Promise<number> {
  if (session.customerId === customerId) return session.userId;
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.customerId, customerId), eq(users.roleId, ROLE.ADMIN), isNull(users.disabledAt)))
    .orderBy(asc(users.id))
    .limit(1);
  if (!admin) throw new HttpError(422, NO_ACTIVE_ADMIN);
  return admin.id;
}

/**
 * /jade/api/integrations/api-keys ('Integrações'): an account admin manages their account's keys, the super admin
 * any account's (`customerId`). Portal sessions only: no scope, so a key or token can never manage keys.
 */
export const apiKeyRoutes = new Hono<AppEnv>()
  .get('/integrations/api-keys', requireAccess('customer'), validQuery(IntegrationsQuery), async (c) => {
    const { db } = c.get('deps');
    const customerId = await managedCustomerId(db, sessionOf(c), c.req.valid('query').customerId);
    return c.json({ keys: await listApiKeys(db, customerId) });
  })
  .post('/integrations/api-keys', requireAccess('customer'), validJson(CreateApiKeyBody), async (c) => {
    const { db, clock } = c.get('deps');
    const session = sessionOf(c);
    const body = c.req.valid('json');
    const customerId = await managedCustomerId(db, session, body.customerId);
    const created = await createApiKey(db, {
      customerId,
      userId: await actingUserId(db, session, customerId),
      createdByUserId: session.userId,
      name: body.name,
      scopes: body.scopes,
      now: clock(),
    });
    return c.json(created satisfies v.InferOutput<typeof CreatedApiKey>, 201);
  })
  .delete(
    '/integrations/api-keys/:id',
    requireAccess('customer'),
    validQuery(IntegrationsQuery),
    async (c) => {
      const { db, clock } = c.get('deps');
      const id = idParam(c.req.param('id'), 'id');
      const customerId = await managedCustomerId(db, sessionOf(c), c.req.valid('query').customerId);
      if (!(await revokeApiKey(db, { id, customerId, now: clock() }))) throw new HttpError(404, NOT_FOUND);
      return c.json({ ok: true as const });
    },
  );

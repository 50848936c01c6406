import { ROLE } from '@box/core/schemas';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/env';
import { liveServiceFor } from '../live/service';
import { forgetKeptSessions } from '../security/kept-sessions';
import { watchedChangesOf } from './customer-changes';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * After a request that may have written (any method but a read), the caller's customer's kept answers are
 * forgotten before the answer leaves: the next read of that user is built afresh even if the database's
 * notification of the write has not reached this process yet (on PostgreSQL it comes on another connection,
 * a little later). The super admin may write for any customer: then everyone's are forgotten.
 *
 * Every session this process reuses is forgotten too, whoever wrote: a write may have ended one (signing out,
 * a new password, a disabled user) and the next request with it must read that.
 */
export const forgetAfterWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (READS.has(c.req.method)) return next();
  try {
    await next();
  } finally {
    const session = c.get('session');
    const { db, config } = c.get('deps');
    forgetKeptSessions(db);
    const changes = session ? watchedChangesOf(liveServiceFor(db, config.databaseUrl)) : undefined;
    if (session && changes) {
      if (session.roleId === ROLE.SUPER_ADMIN) changes.forgetEveryone();
      else changes.forgetCustomer(session.customerId);
    }
  }
};

import { API_ERROR_CODE, UpdateCustomerBody } from '@box/core';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { customers } from '../db/schema/index';
import { financeInfoColumns } from '../domain/finance-info';
import { requireAccess, sessionOf } from '../http/access';
import type { AppEnv } from '../http/env';
import { HttpError } from '../http/errors';
import { parseJsonBody } from '../http/validate';
import { activeExperimentNames } from '../queries/experiments';

/** /jade/api/customers/* */
export const customerRoutes = new Hono<AppEnv>()
  .get('/customers/active-experiments', requireAccess('user'), async (c) =>
    c.json(await activeExperimentNames(c.get('deps').db, sessionOf(c).customerId)),
  )
  /** The finance info of the session's customer (SPEC §5 finance info modal). */
  .patch('/customers', requireAccess('customer'), async (c) => {
    // SPEC §8: the modal tells a validation problem by code validation_error, so a body that is not even JSON
    // answers that code too.
    const body = await parseJsonBody(c, UpdateCustomerBody).catch((error: unknown) => {
      if (error instanceof HttpError && error.body.code === API_ERROR_CODE.BAD_REQUEST) {
        throw new HttpError(400, { ...error.body, code: API_ERROR_CODE.VALIDATION_ERROR });
      }
      throw error;
    });
    await c
      .get('deps')
      .db.update(customers)
      .set(financeInfoColumns(body))
      .where(eq(customers.id, sessionOf(c).customerId));
    return c.json({ ok: true as const });
  });

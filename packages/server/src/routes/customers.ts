import { API_ERROR_CODE, type CustomerFinanceInfo, UpdateCustomerBody } from '@box/core/schemas';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { customers } from '../db/schema/index';
import { financeInfoColumns } from '../domain/finance-info';
import { requireAccess, sessionOf } from '../http/access';
import type { AppEnv } from '../http/env';
import { HttpError, NOT_FOUND } from '../http/errors';
import { NOT_JSON_BODY, validJson } from '../http/validate';
import { loadCustomerRow } from '../queries/customer-row';
import { activeExperimentNames } from '../queries/experiments';
import { toCustomer } from '../queries/retailers';

/** /jade/api/customers/* */
export const customerRoutes = new Hono<AppEnv>()
  .get('/customers/active-experiments', requireAccess('user', 'orders:create'), async (c) =>
    c.json(await activeExperimentNames(c.get('deps').db, sessionOf(c).customerId)),
  )
  /** What the session's customer has on file, so the profile's finance form starts from it (ours, not §7). */
  .get('/customers/finance-info', requireAccess('customer', 'orders:create'), async (c) => {
    const row = await loadCustomerRow(c.get('deps').db, sessionOf(c).customerId);
    if (!row) throw new HttpError(404, NOT_FOUND);
    const { cnpj, razao_social, billing_address, finances_responsible } = toCustomer(row);
    return c.json({
      cnpj,
      razao_social,
      billing_address,
      finances_responsible,
    } satisfies CustomerFinanceInfo);
  })
  /** The finance info of the session's customer (SPEC §5 finance info modal). */
  .patch(
    '/customers',
    // orders:create: the spot wizard asks for the finance info before an account's first spot, also on a partner site.
    requireAccess('customer', 'orders:create'),
    // SPEC §8: the modal tells a validation problem by code validation_error, so a body that is not even JSON
    // answers that code too.
    validJson(UpdateCustomerBody, {
      notJson: new HttpError(400, { ...NOT_JSON_BODY, code: API_ERROR_CODE.VALIDATION_ERROR }),
    }),
    async (c) => {
      const body = c.req.valid('json');
      await c
        .get('deps')
        .db.update(customers)
        .set(financeInfoColumns(body))
        .where(eq(customers.id, sessionOf(c).customerId));
      return c.json({ ok: true as const });
    },
  );

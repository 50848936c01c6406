import { messageFor } from '@box/core/errors';
import { API_ERROR_CODE, NewSpotCommand } from '@box/core/schemas';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { customers } from '../db/schema/index';
import { quoteProblem } from '../domain/quote-check';
import { admitCustomer, commandProblems } from '../domain/spot-admission';
import { invalidRequest, scheduledInstant } from '../domain/spot-checks';
import { planSpot } from '../domain/spot-plan';
import { resolveWarehouses, servingWarehouse } from '../domain/spot-warehouses';
import { requireAccess, sessionOf } from '../http/access';
import type { AppEnv } from '../http/env';
import { HttpError } from '../http/errors';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { parseJsonBody } from '../http/validate';
import { insertSpotOrder } from '../queries/create-spot';
import { lockQuotation } from '../queries/quotations';
import {
  customerWarehousePoints,
  isIdempotencyKeyTaken,
  orderIdByIdempotencyKey,
} from '../queries/spot-orders';

/** SPEC §8: the quote is too old, someone else's, used, or not the one the order shows → re-quote. */
function estimateNoLongerValid(minutes: number): HttpError {
  return new HttpError(422, {
    code: API_ERROR_CODE.ESTIMATE_NO_LONGER_VALID,
    message: messageFor({ kind: 'EstimateNoLongerValid', minutes }).message,
    details: { maxTimespanBetweenSpotEstimateAndRequestInMinutes: minutes },
  });
}

const QUOTATION_ID = /^\d{1,9}$/;

/**
 * POST /jade/api/spots: places an order from an accepted quote, in one transaction (see insertSpotOrder). A
 * request carrying the Idempotency-Key of an order already placed answers that order's id and places nothing,
 * even when two such requests race (the unique index on the key decides).
 */
const placesSpots = requireAccess('customer', 'orders:create');

export const spotRoutes = new Hono<AppEnv>().post('/spots', placesSpots, async (c) => {
  const { db, config, clock } = c.get('deps');
  const { customerId, userId } = sessionOf(c);
  const idempotencyKey = idempotencyKeyOf(c);
  const command = await parseJsonBody(c, NewSpotCommand);
  if (idempotencyKey) {
    const placed = await orderIdByIdempotencyKey(db, customerId, idempotencyKey);
    if (placed !== null) return c.json({ id: placed }, 200);
  }
  const now = clock();

  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!customer)
    throw new HttpError(403, { code: API_ERROR_CODE.FORBIDDEN, message: 'Cliente não encontrado.' });
  const spotsConfig = admitCustomer(customer, now);
  const scheduledFor = scheduledInstant(command.scheduledFor);
  const problems = commandProblems(command, scheduledFor, spotsConfig, now);
  const warehouses = resolveWarehouses(command, await customerWarehousePoints(db, customerId));
  problems.push(...warehouses.problems);
  if (problems.length > 0) throw invalidRequest(problems, 422);

  const quotationId = command.quote.quotationId;
  if (!QUOTATION_ID.test(quotationId)) throw estimateNoLongerValid(config.quoteValidityMinutes);
  const plan = planSpot(command);
  try {
    const placed = await db.transaction(async (tx) => {
      const quotation = await lockQuotation(tx, customerId, Number(quotationId));
      // A request racing this one with the same key and quote waited on the lock above: the order is there now.
      const earlier = idempotencyKey ? await orderIdByIdempotencyKey(tx, customerId, idempotencyKey) : null;
      if (earlier !== null) return { id: earlier, created: false };
      if (!quotation || quoteProblem(quotation, command, now) !== null) {
        throw estimateNoLongerValid(config.quoteValidityMinutes);
      }
      const id = await insertSpotOrder(tx, {
        customerId,
        requesterId: userId,
        command,
        plan,
        quotation,
        warehouseId: servingWarehouse(command, warehouses.warehouseOfPlace),
        warehouseOfPlace: warehouses.warehouseOfPlace,
        scheduledFor,
        idempotencyKey,
        now,
        whatsappMode: config.whatsapp.mode,
      });
      return { id, created: true };
    });
    return c.json({ id: placed.id }, placed.created ? 201 : 200);
  } catch (error) {
    // Two requests with one key but different quotes raced: the other one placed the order first.
    if (idempotencyKey && isIdempotencyKeyTaken(error)) {
      const placed = await orderIdByIdempotencyKey(db, customerId, idempotencyKey);
      if (placed !== null) return c.json({ id: placed }, 200);
    }
    throw error;
  }
});

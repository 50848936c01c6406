import { canUseSuperBatch } from '@box/core/rules';
import {
  API_ERROR_CODE,
  BatchSpot,
  FillMissingDataBody,
  type FillMissingDataResponse,
} from '@box/core/schemas';
import { Hono } from 'hono';
import {
  batchCommand,
  customerNotFound,
  estimateRequestOf,
  SUPER_BATCH_FORBIDDEN,
  usersNotFound,
  warehousesNotFound,
} from '../domain/batch-spot';
import { FILL_MISSING_DATA_MAX_SHIPMENTS, fillMissingData } from '../domain/fill-missing-data';
import { priceRequest } from '../domain/price-request';
import { admitCustomer, commandProblems } from '../domain/spot-admission';
import { invalidRequest, pricedVehicle, scheduledInstant } from '../domain/spot-checks';
import { planSpot } from '../domain/spot-plan';
import { resolveWarehouses, servingWarehouse } from '../domain/spot-warehouses';
import { sefazGatewayFor } from '../fiscal/sefaz';
import { requireAccess, sessionOf } from '../http/access';
import type { AppEnv } from '../http/env';
import { HttpError } from '../http/errors';
import { requiredIdempotencyKeyOf } from '../http/idempotency-key';
import { parseJsonBody, validJson } from '../http/validate';
import { customerById, customerUserId, customerWarehouseByName } from '../queries/batch-targets';
import { insertSpotOrder } from '../queries/create-spot';
import { storeQuotation } from '../queries/quotations';
import {
  customerWarehousePoints,
  isIdempotencyKeyTaken,
  orderIdByIdempotencyKey,
} from '../queries/spot-orders';
import { toWarehouse } from '../queries/warehouses';

const TOO_MANY = new HttpError(413, {
  code: API_ERROR_CODE.PAYLOAD_TOO_LARGE,
  message: `Envie no máximo ${FILL_MISSING_DATA_MAX_SHIPMENTS.toLocaleString('pt-BR')} remessas por requisição.`,
  reasons: [{ field: 'shipments', message: `No máximo ${FILL_MISSING_DATA_MAX_SHIPMENTS} remessas.` }],
});

/** /jade/api/spots/batch and /jade/api/spots/batch/* */
export const spotBatchRoutes = new Hono<AppEnv>()
  .post(
    '/spots/batch/shipments/fill-missing-data',
    requireAccess('customer', 'orders:create'),
    validJson(FillMissingDataBody),
    async (c) => {
      const body = c.req.valid('json');
      if (body.shipments.length > FILL_MISSING_DATA_MAX_SHIPMENTS) throw TOO_MANY;
      // The code names the shipment (and its place) in the answer: a blank one names nothing.
      const blank = body.shipments.flatMap((s, i) =>
        s.code.trim() === ''
          ? [{ field: `shipments.${i}.code`, message: 'Informe o código da remessa.' }]
          : [],
      );
      if (blank.length > 0) {
        throw new HttpError(400, {
          code: API_ERROR_CODE.VALIDATION_ERROR,
          message: 'Dados inválidos: informe o código de cada remessa.',
          reasons: blank,
        });
      }
      const { db, config, clock, geocoder } = c.get('deps');
      const shipments = await fillMissingData({
        db,
        customerId: sessionOf(c).customerId,
        shipments: body.shipments,
        sefaz: sefazGatewayFor(config),
        geocoder,
        now: clock(),
      });
      return c.json({ shipments } satisfies FillMissingDataResponse);
    },
  )
  /**
   * POST /jade/api/spots/batch: one super-batch group becomes one order of the customer the group names, placed
   * as POST /spots places one (same checks, same writes) but priced here, since a batch carries no quote (SPEC
   * §9: zero quote strings). Only customer 0 may call it. Each call is its own transaction: a refused or failed
   * group leaves nothing behind and does not touch the others. A repeated Idempotency-Key answers 200 with the
   * order already placed for that customer, even when the two requests race (the unique index decides); the
   * key is required, so resending a group never places a second order.
   */
  .post('/spots/batch', requireAccess('customer', 'orders:create'), async (c) => {
    const { db, config, clock } = c.get('deps');
    if (!canUseSuperBatch(sessionOf(c).customerId)) throw SUPER_BATCH_FORBIDDEN;
    const idempotencyKey = requiredIdempotencyKeyOf(c);
    const batch = await parseJsonBody(c, BatchSpot);
    const { customerId } = batch;
    const placed = await orderIdByIdempotencyKey(db, customerId, idempotencyKey);
    if (placed !== null) return c.json({ id: placed }, 200);

    // Who and where the group names, checked against that customer (SPEC §8 translated codes).
    const customer = await customerById(db, customerId);
    if (!customer) throw customerNotFound(customerId);
    const requesterId = await customerUserId(db, customerId, { id: batch.userId, email: batch.userEmail });
    if (requesterId === null) throw usersNotFound([batch.userEmail ?? `#${batch.userId}`]);
    const warehouseName = (batch.warehouseName ?? '').trim();
    const warehouseRow = warehouseName ? await customerWarehouseByName(db, customerId, warehouseName) : null;
    if (warehouseName && !warehouseRow) throw warehousesNotFound(warehouseName, customerId);
    const vehicle = pricedVehicle(batch.vehicle.type.toUpperCase());

    const now = clock();
    const spotsConfig = admitCustomer(customer, now);
    const built = batchCommand(batch, warehouseRow ? toWarehouse(warehouseRow) : null, vehicle);
    if (!built.ok) throw invalidRequest(built.reasons, 422);
    const { command } = built;
    const scheduledFor = scheduledInstant(command.scheduledFor);
    const problems = commandProblems(command, scheduledFor, spotsConfig, now);
    const warehouses = resolveWarehouses(command, await customerWarehousePoints(db, customerId));
    problems.push(...warehouses.problems);
    if (problems.length > 0) throw invalidRequest(problems, 422);

    const request = estimateRequestOf(command);
    const price = await priceRequest({
      db,
      config,
      customerId,
      request,
      vehicle,
      scheduledFor,
      now,
      declaredDistanceInKm: batch.declaredDistanceInKm,
    });
    const plan = planSpot(command);
    try {
      const id = await db.transaction(async (tx) => {
        // The price is kept as a quotation, used up by the order at once, so the order reads like any other.
        const quotation = await storeQuotation(tx, {
          customerId,
          userId: requesterId,
          request,
          price,
          estimatedAt: now,
          expiresAt: now,
        });
        return insertSpotOrder(tx, {
          customerId,
          requesterId,
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
      });
      return c.json({ id }, 201);
    } catch (error) {
      // A retry raced the first attempt of the group: the other one placed the order.
      if (isIdempotencyKeyTaken(error)) {
        const placed = await orderIdByIdempotencyKey(db, customerId, idempotencyKey);
        if (placed !== null) return c.json({ id: placed }, 200);
      }
      throw error;
    }
  });

import { EstimateRequest, type PriceEstimate } from '@box/core/schemas';
import { Hono } from 'hono';
import { priceRequest } from '../domain/price-request';
import { invalidRequest, pricedVehicle, scheduledInstant } from '../domain/spot-checks';
import { requireAccess, sessionOf } from '../http/access';
import type { AppEnv } from '../http/env';
import { validJson } from '../http/validate';
import { vehicleChoiceProblems } from '../pricing/vehicle-choice';
import { insertQuotation } from '../queries/quotations';

const MINUTE_MS = 60_000;

/**
 * POST /jade/api/spot/estimate: prices the request (see pricing/price-spot.ts) and stores it as a quotation the
 * customer can turn into an order within BOX_QUOTE_VALIDITY_MINUTES. The quotation id is only good for the
 * customer that asked for it (POST /spots looks it up under the session's customer).
 */
export const estimateRoutes = new Hono<AppEnv>().post(
  '/spot/estimate',
  requireAccess('customer', 'orders:create'),
  validJson(EstimateRequest),
  async (c) => {
    const { db, config, clock } = c.get('deps');
    const session = sessionOf(c);
    const request = c.req.valid('json');

    const vehicle = pricedVehicle(request.vehicle);
    const problems = vehicleChoiceProblems(
      vehicle,
      { extras: request.vehicleConfig.extras, driverAssistantsCount: request.driverAssistantsCount },
      'vehicleConfig.extras',
    );
    if (request.vehicleConfig.type !== request.vehicle) {
      problems.unshift({
        field: 'vehicleConfig.type',
        message: 'O veículo da configuração difere do escolhido.',
      });
    }
    if (problems.length > 0) throw invalidRequest(problems);
    const scheduledFor = scheduledInstant(request.scheduledFor);

    const now = clock();
    const price = await priceRequest({
      db,
      config,
      customerId: session.customerId,
      request,
      vehicle,
      scheduledFor,
      now,
    });
    const quotationId = await insertQuotation(db, {
      customerId: session.customerId,
      userId: session.userId,
      request,
      price,
      estimatedAt: now,
      expiresAt: new Date(now.getTime() + config.quoteValidityMinutes * MINUTE_MS),
    });
    const estimate: PriceEstimate = {
      ...price,
      priceEstimatedAt: now.toISOString(),
      quotationId: String(quotationId),
    };
    return c.json(estimate);
  },
);

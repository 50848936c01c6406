import { EstimateRequest, FEATURE_AD_VALOREM, type PriceEstimate } from '@box/core';
import { Hono } from 'hono';
import { invalidRequest, pricedVehicle, scheduledInstant } from '../domain/spot-checks';
import { requireAccess, sessionOf } from '../http/access';
import type { AppEnv } from '../http/env';
import { parseJsonBody } from '../http/validate';
import { routeOf } from '../pricing/places';
import { priceSpot } from '../pricing/price-spot';
import { routerFor } from '../pricing/router';
import { vehicleChoiceProblems } from '../pricing/vehicle-choice';
import { customerHasFeature } from '../queries/customer-feature';
import { insertQuotation } from '../queries/quotations';

const MINUTE_MS = 60_000;

/**
 * POST /jade/api/spot/estimate: prices the request (see pricing/price-spot.ts) and stores it as a quotation the
 * customer can turn into an order within BOX_QUOTE_VALIDITY_MINUTES. The quotation id is only good for the
 * customer that asked for it (POST /spots looks it up under the session's customer).
 */
export const estimateRoutes = new Hono<AppEnv>().post(
  '/spot/estimate',
  requireAccess('customer'),
  async (c) => {
    const { db, config, clock } = c.get('deps');
    const session = sessionOf(c);
    const request = await parseJsonBody(c, EstimateRequest);

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

    const stops = routeOf(request);
    // Without a declared value there is no ad valorem to charge, whatever the customer's features.
    const declaredValue = (request.merchandisesTotalPrice ?? 0) > 0;
    const [legsKm, adValorem] = await Promise.all([
      routerFor(config).legsKm(stops.map((s) => s.point)),
      declaredValue ? customerHasFeature(db, session.customerId, FEATURE_AD_VALOREM) : false,
    ]);
    const now = clock();
    const price = priceSpot({
      vehicle,
      extras: request.vehicleConfig.extras,
      driverAssistantsCount: request.driverAssistantsCount,
      stops,
      legsKm,
      merchandisesTotalPrice: request.merchandisesTotalPrice,
      adValorem,
      now,
      scheduledFor,
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

import { API_ERROR_CODE, RatingBody } from '@box/core/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { HttpError } from '../http/errors';
import { parseJsonBody } from '../http/validate';
import { insertRating } from '../queries/ratings';
import { findShipmentTracking } from '../queries/shipment-tracking';
import { checkRating } from '../tracking/rating-check';
import { shipmentStatus } from '../tracking/shipment-status';
import { tokenParam } from './path-params';
import { SHIPMENT_NOT_FOUND } from './shipment-tracking';

export const ALREADY_RATED = { code: 'already_rated', message: 'Esta entrega já foi avaliada.' };
export const NOT_DELIVERED = {
  code: 'not_delivered',
  message: 'Esta entrega ainda não foi concluída e não pode ser avaliada.',
};

const invalid = (reasons: { field: string; message: string }[]) =>
  new HttpError(422, {
    code: API_ERROR_CODE.VALIDATION_ERROR,
    message: `Avaliação inválida: ${reasons.map((r) => r.message).join('; ')}`,
    reasons,
  });

/**
 * POST /jade/api/shipments/by-hash/{hash}/rating (SPEC §7): the recipient rates a delivered shipment once.
 * Public: the hash in the path is the authorisation (see http/csrf.ts for why it needs no CSRF token).
 */
export const ratingRoutes = new Hono<AppEnv>().post('/shipments/by-hash/:hash/rating', async (c) => {
  const { db, clock } = c.get('deps');
  const hash = tokenParam(c.req.param('hash'), SHIPMENT_NOT_FOUND);
  const shipment = await findShipmentTracking(db, { by: 'hash', hash });
  if (!shipment || shipment.stop_id === null) throw new HttpError(404, SHIPMENT_NOT_FOUND);
  // Not JSON → 400; JSON that is not a rating (out-of-range scores included) → 422 with the reasons.
  const body = await parseJsonBody(c, RatingBody, { invalid });
  if (shipmentStatus(shipment.order_status, shipment.stop_status) !== 'DELIVERED') {
    throw new HttpError(409, NOT_DELIVERED);
  }
  if (shipment.rating) throw new HttpError(409, ALREADY_RATED);
  if (shipment.driver_id === null || body.driverId !== shipment.driver_id) {
    throw invalid([{ field: 'driverId', message: 'O motorista informado não é o desta entrega.' }]);
  }
  const checked = checkRating(body, shipment.questions);
  if (!checked.ok) throw invalid(checked.reasons);
  const stored = await insertRating(db, {
    shipmentId: shipment.shipment_id,
    driverId: shipment.driver_id,
    rating: body.rating,
    comment: checked.comment,
    answers: checked.answers,
    now: clock(),
  });
  if (!stored) throw new HttpError(409, ALREADY_RATED);
  return c.json({ ok: true as const });
});

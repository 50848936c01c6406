import { INVALID_REQUEST_MODE } from '@box/core/rules';
import { API_ERROR_CODE } from '@box/core/schemas';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { HttpError } from '../http/errors';
import { findShipmentTracking, type ShipmentLookup } from '../queries/shipment-tracking';
import { ownOrigin } from '../security/origins';
import { shipmentTrackingAnswer } from '../tracking/shipment-answer';
import { tokenParam } from './path-params';

export const SHIPMENT_NOT_FOUND = { code: API_ERROR_CODE.NOT_FOUND, message: 'Remessa não encontrada.' };
/** SPEC §5: by-DFE tracking without its client code (the spec keeps the message in English). */
export const INVALID_REQUEST_MODE_ERROR = { code: 'invalid_request_mode', message: INVALID_REQUEST_MODE };

async function answer(c: Context<AppEnv>, lookup: ShipmentLookup) {
  const { db, config } = c.get('deps');
  const row = await findShipmentTracking(db, lookup);
  if (!row || row.stop_id === null) throw new HttpError(404, SHIPMENT_NOT_FOUND);
  return c.json(shipmentTrackingAnswer(row, ownOrigin(c, config)));
}

/** The access key as printed on a DANFE may come with spaces or dots; letters are the 2026 alphanumeric CNPJ. */
function accessKeyParam(raw: string): string {
  const key = raw.replace(/[\s.]/g, '').toUpperCase();
  if (!/^[0-9A-Z]{44}$/.test(key)) throw new HttpError(404, SHIPMENT_NOT_FOUND);
  return key;
}

/** Public shipment pages: /rr/{hash} and /rrp/{clientCode}/{accessKey} (SPEC §2, §7). */
export const shipmentTrackingRoutes = new Hono<AppEnv>()
  .get('/shipments/by-hash/:hash/tracking', (c) =>
    answer(c, { by: 'hash', hash: tokenParam(c.req.param('hash'), SHIPMENT_NOT_FOUND) }),
  )
  .get('/shipments/by-dfe/:accessKey/tracking', (c) => {
    const codes = c.req.queries('client_code') ?? [];
    const clientCode = codes.length === 1 ? codes[0]!.trim() : '';
    if (!clientCode) throw new HttpError(400, INVALID_REQUEST_MODE_ERROR);
    return answer(c, { by: 'dfe', accessKey: accessKeyParam(c.req.param('accessKey')), clientCode });
  });

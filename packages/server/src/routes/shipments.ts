import { publicShipmentTrackingUrl } from '@box/core/rules';
import { API_ERROR_CODE, type ShipmentSharing, ShipmentTrackingsBody } from '@box/core/schemas';
import { Hono } from 'hono';
import { normalizeRecipients } from '../domain/tracking-recipients';
import { requireAccess, sessionOf } from '../http/access';
import type { AppEnv } from '../http/env';
import { HttpError } from '../http/errors';
import { validJson } from '../http/validate';
import { replaceShipmentRecipients } from '../queries/shipment-recipients';
import { ownOrigin } from '../security/origins';

const SHIPMENT_NOT_FOUND = { code: API_ERROR_CODE.NOT_FOUND, message: 'Remessa não encontrada.' };

/** /jade/api/shipments/* (logged-in calls; the public tracking pages are elsewhere). */
export const shipmentRoutes = new Hono<AppEnv>().post(
  '/shipments/trackings',
  requireAccess('customer', 'orders:read'),
  validJson(ShipmentTrackingsBody),
  async (c) => {
    const { db, clock, config } = c.get('deps');
    const body = c.req.valid('json');
    const checked = normalizeRecipients(body.recipients);
    if (!checked.ok) {
      throw new HttpError(400, {
        code: API_ERROR_CODE.VALIDATION_ERROR,
        message: `Destinatários inválidos: ${checked.problems.map((p) => p.message).join('; ')}`,
        reasons: checked.problems,
      });
    }
    // Shipment ids are database ids; anything else cannot be one of the customer's shipments.
    const id = /^\d{1,9}$/.test(body.shipmentId) ? Number(body.shipmentId) : null;
    const saved =
      id === null
        ? null
        : await replaceShipmentRecipients(
            db,
            sessionOf(c).customerId,
            id,
            checked.recipients,
            clock(),
            config.whatsapp.mode,
          );
    if (!saved) throw new HttpError(404, SHIPMENT_NOT_FOUND);
    // Core's client reads the updated sharing; `ok` keeps the reference server's mutation convention.
    const sharing: ShipmentSharing = {
      recipients: saved.recipients,
      token: saved.trackingHash,
      shipmentId: String(id),
      anonymousURL: publicShipmentTrackingUrl(ownOrigin(c, config), saved.trackingHash),
    };
    return c.json({ ok: true as const, ...sharing });
  },
);

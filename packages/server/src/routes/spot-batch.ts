import { API_ERROR_CODE, FillMissingDataBody, type FillMissingDataResponse } from '@box/core';
import { Hono } from 'hono';
import { FILL_MISSING_DATA_MAX_SHIPMENTS, fillMissingData } from '../domain/fill-missing-data';
import { sefazGatewayFor } from '../fiscal/sefaz';
import { requireAccess, sessionOf } from '../http/access';
import type { AppEnv } from '../http/env';
import { HttpError } from '../http/errors';
import { parseJsonBody } from '../http/validate';

const TOO_MANY = new HttpError(413, {
  code: API_ERROR_CODE.PAYLOAD_TOO_LARGE,
  message: `Envie no máximo ${FILL_MISSING_DATA_MAX_SHIPMENTS.toLocaleString('pt-BR')} remessas por requisição.`,
  reasons: [{ field: 'shipments', message: `No máximo ${FILL_MISSING_DATA_MAX_SHIPMENTS} remessas.` }],
});

/** /jade/api/spots/batch/* */
export const spotBatchRoutes = new Hono<AppEnv>().post(
  '/spots/batch/shipments/fill-missing-data',
  requireAccess('customer'),
  async (c) => {
    const body = await parseJsonBody(c, FillMissingDataBody);
    if (body.shipments.length > FILL_MISSING_DATA_MAX_SHIPMENTS) throw TOO_MANY;
    // The code names the shipment (and its place) in the answer: a blank one names nothing.
    const blank = body.shipments.flatMap((s, i) =>
      s.code.trim() === '' ? [{ field: `shipments.${i}.code`, message: 'Informe o código da remessa.' }] : [],
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
);

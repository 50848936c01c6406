import { CEP_MESSAGES } from '@box/core/rules';
import { API_ERROR_CODE, LocationsQuery } from '@box/core/schemas';
import { Hono } from 'hono';
import { type CepRecord, GeocoderUnavailableError } from '../geo/geocoder';
import { locationOf } from '../geo/locate';
import { requireAccess } from '../http/access';
import type { AppEnv } from '../http/env';
import { HttpError } from '../http/errors';
import { validQuery } from '../http/validate';
import { logger } from '../log/logger';

const NOT_FOUND_BODY = { code: API_ERROR_CODE.NOT_FOUND, message: CEP_MESSAGES.notFound };

/**
 * GET /jade/api/locations?search={CEP}:{number}&requireGeolocation=true|false. An unknown CEP, or one without
 * coordinates when they are required, is a 404 (core's addressLookupError reads it as 'CEP não encontrado').
 */
export const locationRoutes = new Hono<AppEnv>().get(
  '/locations',
  requireAccess('customer', 'orders:create'),
  validQuery(LocationsQuery),
  async (c) => {
    const query = c.req.valid('query');
    const separator = query.search.indexOf(':');
    const postalCode = query.search.slice(0, separator);
    const number = query.search.slice(separator + 1).trim();
    let record: CepRecord | null;
    try {
      record = await c.get('deps').geocoder.findCep(postalCode);
    } catch (error) {
      if (!(error instanceof GeocoderUnavailableError)) throw error;
      logger.warn({ err: error }, 'GET /locations: geocoder unavailable');
      throw new HttpError(502, {
        code: 'geocoder_unavailable',
        message: 'Não foi possível consultar o CEP agora. Tente novamente em alguns instantes.',
      });
    }
    const location = record && locationOf(record, number, query.requireGeolocation === 'true');
    if (!location) throw new HttpError(404, NOT_FOUND_BODY);
    return c.json(location);
  },
);

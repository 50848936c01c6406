import * as v from 'valibot';
import { GeoPoint } from './primitives';

/** GET /jade/api/locations?search={postalCode}:{number}&requireGeolocation=true|false */
export const LocationsQuery = v.object({
  search: v.pipe(v.string(), v.regex(/^\d{8}:.*$/, "search deve ser 'CEP:número' com CEP de 8 dígitos")),
  requireGeolocation: v.optional(v.picklist(['true', 'false']), 'true'),
});
export type LocationsQuery = v.InferOutput<typeof LocationsQuery>;

/**
 * The address part of a location. `type` is the gazetteer's kind of match ('street' when it knows the street,
 * 'locality' for a CEP that covers a whole town); street and neighbourhood are null when unknown.
 */
export const LocationAddress = v.object({
  type: v.string(),
  thoroughfare: v.nullable(v.string()),
  neighborhood: v.nullable(v.string()),
  locality: v.string(),
  state: v.string(),
  postalCode: v.string(),
});
export type LocationAddress = v.InferOutput<typeof LocationAddress>;

/** The answer of GET /locations; geolocation is null only when it was not required. A miss answers 404. */
export const Location = v.object({
  address: LocationAddress,
  geolocation: v.nullable(GeoPoint),
});
export type Location = v.InferOutput<typeof Location>;

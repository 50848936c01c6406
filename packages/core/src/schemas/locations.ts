import * as v from 'valibot';
import { GeoPoint } from './primitives';

/** GET /jade/api/locations?search={postalCode}:{number}&requireGeolocation=true|false */
export const LocationsQuery = /*#__PURE__*/ v.object({
  search: /*#__PURE__*/ v.pipe(
    /*#__PURE__*/ v.string(),
    /*#__PURE__*/ v.regex(/^\d{8}:.*$/, "search deve ser 'CEP:número' com CEP de 8 dígitos"),
  ),
  requireGeolocation: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.picklist(['true', 'false']), 'true'),
});
export type LocationsQuery = v.InferOutput<typeof LocationsQuery>;

/**
 * The address part of a location. `type` is the gazetteer's kind of match ('street' when it knows the street,
 * 'locality' for a CEP that covers a whole town); street and neighbourhood are null when unknown.
 */
export const LocationAddress = /*#__PURE__*/ v.object({
  type: /*#__PURE__*/ v.string(),
  thoroughfare: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
  neighborhood: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
  locality: /*#__PURE__*/ v.string(),
  state: /*#__PURE__*/ v.string(),
  postalCode: /*#__PURE__*/ v.string(),
});
export type LocationAddress = v.InferOutput<typeof LocationAddress>;

/** The answer of GET /locations; geolocation is null only when it was not required. A miss answers 404. */
export const Location = /*#__PURE__*/ v.object({
  address: LocationAddress,
  geolocation: /*#__PURE__*/ v.nullable(GeoPoint),
});
export type Location = v.InferOutput<typeof Location>;

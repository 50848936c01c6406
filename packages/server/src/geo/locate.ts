import type { GeoPoint, Location } from '@box/core/schemas';
import type { CepRecord } from './geocoder';

const METERS_PER_DEGREE = 111_320;
/** Numbers past this wrap around, so a door never lands far from the CEP's point. */
const STREET_SPAN_METERS = 400;
/** Odd and even numbers are on opposite sides of the street. */
const SIDE_METERS = 8;

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** A stable angle per CEP, so every number of one street lies on one line. */
function streetBearing(postalCode: string): number {
  let hash = 0;
  for (const char of postalCode) hash = (hash * 31 + char.charCodeAt(0)) % 180;
  return (hash * Math.PI) / 180;
}

/**
 * The door of `number` near the street's point. Brazilian street numbers count meters from the start of the
 * street, so the offset along the street follows the number (modulo a short span) and the side its parity.
 * Deterministic: the same address always gets the same point.
 */
export function pointForNumber(record: CepRecord, point: GeoPoint, number: string): GeoPoint {
  const digits = /\d+/.exec(number)?.[0];
  if (record.type !== 'street' || !digits) return point;
  const n = Number(digits.slice(-6));
  const along = (n % STREET_SPAN_METERS) - STREET_SPAN_METERS / 2;
  const across = n % 2 === 0 ? SIDE_METERS : -SIDE_METERS;
  const bearing = streetBearing(record.postalCode);
  const north = along * Math.cos(bearing) - across * Math.sin(bearing);
  const east = along * Math.sin(bearing) + across * Math.cos(bearing);
  const metersPerLngDegree = METERS_PER_DEGREE * Math.cos((point.latitude * Math.PI) / 180);
  return {
    latitude: round6(point.latitude + north / METERS_PER_DEGREE),
    longitude: round6(point.longitude + east / metersPerLngDegree),
  };
}

/**
 * GET /locations' answer for a CEP record and a number, or null (the not-found outcome) when a geolocation is
 * required and the record has none.
 */
export function locationOf(record: CepRecord, number: string, requireGeolocation: boolean): Location | null {
  if (record.point === null && requireGeolocation) return null;
  return {
    address: {
      type: record.type,
      thoroughfare: record.thoroughfare,
      neighborhood: record.neighborhood,
      locality: record.locality,
      state: record.state,
      postalCode: record.postalCode,
    },
    geolocation: record.point === null ? null : pointForNumber(record, record.point, number),
  };
}

import type { GeoPoint } from '@box/core/schemas';

/**
 * What a CEP names: a street ('street') or, for a town with a single CEP, the whole town ('locality', no street
 * nor neighbourhood). `point` is the street's (or town's) reference point; null when the provider has none.
 */
export interface CepRecord {
  postalCode: string;
  type: 'street' | 'locality';
  thoroughfare: string | null;
  neighborhood: string | null;
  locality: string;
  /** UF, e.g. 'SP' */
  state: string;
  point: GeoPoint | null;
}

/** A CEP directory. Resolves null for a CEP it does not know; rejects only when it could not look. */
export interface Geocoder {
  readonly name: string;
  findCep(postalCode: string): Promise<CepRecord | null>;
}

/** The provider could not answer (network, timeout, unexpected reply): not the same as an unknown CEP. */
export class GeocoderUnavailableError extends Error {
  override name = 'GeocoderUnavailableError';
}

import { EmbeddedGazetteer } from './embedded-gazetteer';
import type { Geocoder } from './geocoder';
import { OnlineGeocoder } from './online-geocoder';

export const GEOCODER_MODES = ['embedded', 'online'] as const;
export type GeocoderMode = (typeof GEOCODER_MODES)[number];

// One gazetteer per process: it is immutable, and building its Map once keeps app creation cheap.
let embedded: EmbeddedGazetteer | null = null;

/** The geocoder a server configured with `mode` uses. */
export function geocoderFor(mode: GeocoderMode): Geocoder {
  if (mode === 'online') return new OnlineGeocoder();
  embedded ??= new EmbeddedGazetteer();
  return embedded;
}

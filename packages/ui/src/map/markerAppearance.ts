import type { MapMarker, MapMarkerTone } from './types';

/**
 * SPEC §4 marker colours as design tokens: a host themes them with `--box-map-marker-{tone}`, and without that
 * they follow the palette (the label inside stays readable: every one is dark enough for white text).
 */
export const MARKER_TONE_COLOURS: Record<MapMarkerTone, string> = {
  default: 'var(--box-map-marker-default, var(--box-color-text-muted))',
  success: 'var(--box-map-marker-success, var(--box-color-success))',
  failure: 'var(--box-map-marker-failure, var(--box-color-danger))',
  active: 'var(--box-map-marker-active, var(--box-color-primary))',
};

/** The route line's colour token; maplibre paints with plain colours, so the canvas reads its computed value. */
export const ROUTE_COLOUR_TOKEN = '--box-map-route';
export const ROUTE_COLOUR_FALLBACK = '#0b5a78';

export interface MarkerAppearance {
  tone: MapMarkerTone;
  /** CSS colour (a token with its fallback). */
  colour: string;
  className: string;
  /** Text drawn inside: stops carry their number; warehouses, the driver and pins none (SPEC §4). */
  text: string | null;
  /** Only a marker with an info window is a button. */
  interactive: boolean;
}

export function markerAppearance(marker: MapMarker): MarkerAppearance {
  const tone = marker.tone ?? 'default';
  const text = marker.kind === 'stop' && marker.label ? marker.label : null;
  return {
    tone,
    colour: MARKER_TONE_COLOURS[tone],
    className: `box-map-marker box-map-marker--${marker.kind} box-map-marker--${tone}`,
    text,
    interactive: marker.info != null,
  };
}

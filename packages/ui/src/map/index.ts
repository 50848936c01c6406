// The map is its own entry (`@box/ui/map`): a widget without a map never parses MapView, so its bundler never
// meets the map's lazy chunks nor the geometry they share (esbuild's splitting would tie them to every widget).
export {
  boundsOf,
  DEFAULT_CENTER,
  frameOf,
  type LngLat,
  type LngLatBounds,
  type RouteLine,
  routePoints,
  routeToLineString,
} from './geometry';
export { MapView } from './MapView';
export { MARKER_TONE_COLOURS, type MarkerAppearance, markerAppearance } from './markerAppearance';
export { OFFLINE_STORY_MAP_STYLE } from './storyStyle';
export type { MapMarker, MapMarkerKind, MapMarkerTone, MapPoint, MapViewProps } from './types';

import type { ReactNode } from 'react';

/** A point on the map, in the domain's field names (GeoJSON wants [lng, lat]: convert at the map's edge). */
export interface MapPoint {
  latitude: number;
  longitude: number;
}

/** What a marker stands for: warehouses (loading/unloading) carry no number; stops are numbered from 1. */
export type MapMarkerKind = 'warehouse' | 'stop' | 'driver' | 'pin';

/** SPEC §4 marker colours: default, success, failure, active (the driver's next stop). */
export type MapMarkerTone = 'default' | 'success' | 'failure' | 'active';

export interface MapMarker {
  id: string;
  position: MapPoint;
  kind: MapMarkerKind;
  /** default 'default' */
  tone?: MapMarkerTone;
  /** Drawn inside a stop marker ('1', '2', …); warehouses and the driver have none. */
  label?: string;
  /** Accessible name of the marker (pt-BR), e.g. 'Parada 2: Rua Augusta, 1500'. */
  title: string;
  /** A short text shown beside the marker on the map, e.g. the time of the driver's position ('às 14:32'). */
  caption?: string;
  /** Content of the info window opened by activating the marker; without it the marker is not interactive. */
  info?: ReactNode;
}

export interface MapViewProps {
  /**
   * A MapLibre style: its URL (the server's built-in offline style by default, `{apiBase}/map/style.json`, or a
   * tile provider's) or the style object itself.
   */
  mapStyle: string | Record<string, unknown>;
  markers: readonly MapMarker[];
  /** The route: an encoded polyline (precision 5, as SPEC §3 "geometry") or its points. */
  route?: string | readonly MapPoint[] | null;
  /** Controlled info window: the marker whose window is open. */
  openMarkerId?: string | null;
  onOpenMarkerChange?: (id: string | null) => void;
  /** Pixels kept free when fitting the markers and route in view (e.g. a side panel over the map). */
  fitPadding?: { top: number; right: number; bottom: number; left: number };
  /** pt-BR accessible name of the map region, e.g. 'Mapa da rota'. */
  ariaLabel: string;
  className?: string;
  /**
   * Further CSS the map's content needs (its info windows' own rules, from the caller's lazy chunk): adopted with
   * the map's own sheet where the map renders. Keep its identity between renders (a module constant).
   */
  styles?: readonly string[];
  /** Under a strict CSP: URL of maplibre's CSP worker (maplibre-gl-csp-worker.js), given by the host. */
  workerUrl?: string;
  /**
   * For a map inside a page that scrolls (a proof, a statement modal): one finger / the wheel scroll the page,
   * two fingers / Ctrl + wheel move the map, with a hint. Off by default (full-screen tracking maps).
   */
  cooperativeGestures?: boolean;
}

import { offlineMapStyle } from '@box/core/catalogues';
import maplibreCss from 'maplibre-gl/dist/maplibre-gl.css?inline';
import { use, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import MapGL, { Layer, type MapRef, NavigationControl, Popup, Source } from 'react-map-gl/maplibre';
import { useAdoptedStyles } from '../widget/adoptStylesHook';
import { type BasemapEvent, type BasemapWatch, watchBasemap } from './basemapWatch';
import { DEFAULT_CENTER, DEFAULT_ZOOM, FIT_MAX_ZOOM, frameOf, routeToLineString } from './geometry';
import { loadMapLib } from './loadMapLib';
import { MapMarkerPin } from './MapMarkerPin';
import canvasCss from './map-canvas.css?inline';
import { ROUTE_COLOUR_FALLBACK, ROUTE_COLOUR_TOKEN } from './markerAppearance';
import { MAP_TEXTS, MAPLIBRE_LOCALE_PT_BR } from './texts';
import type { MapViewProps } from './types';

export interface MapCanvasProps extends MapViewProps {
  openMarkerId: string | null;
  onOpenMarkerChange: (id: string | null) => void;
}

/**
 * maplibre's own CSS (without it the canvas is not laid out and the map grows without end) and the drawn map's:
 * they travel in this lazy chunk and are adopted where the map renders when it arrives.
 */
const CANVAS_STYLES = [maplibreCss, canvasCss];

const NO_PADDING = { top: 24, right: 24, bottom: 24, left: 24 };
const ROUTE_SOURCE = 'box-route';
/** The sources the map adds itself (`box-` ids), as opposed to the provider's. */
const isOwnSource = (sourceId: string) => sourceId.startsWith('box-');

/** What the map falls back to when the provider cannot be reached: needs no network, not even our API. */
const OFFLINE_STYLE = offlineMapStyle();

/** The colour tokens as the page resolved them (maplibre paints with plain colours, not CSS variables). */
function tokenColour(element: HTMLElement | null): string {
  if (!element) return ROUTE_COLOUR_FALLBACK;
  const style = getComputedStyle(element);
  return (
    style.getPropertyValue(ROUTE_COLOUR_TOKEN).trim() ||
    style.getPropertyValue('--box-color-primary').trim() ||
    ROUTE_COLOUR_FALLBACK
  );
}

/**
 * The real map (the lazy chunk of MapView): maplibre through react-map-gl, its CSS adopted by the root it renders
 * in (a shadow root or the page alike; no `<style>`, which a strict CSP refuses). Suspends until maplibre itself
 * has loaded.
 */
export default function MapCanvas({
  mapStyle,
  markers,
  route,
  openMarkerId,
  onOpenMarkerChange,
  fitPadding = NO_PADDING,
  workerUrl,
  cooperativeGestures = false,
}: MapCanvasProps) {
  const lib = use(loadMapLib(workerUrl));
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapRef>(null);
  const markerElements = useRef(new Map<string, HTMLElement>());
  const [loaded, setLoaded] = useState(false);
  const [routeColour, setRouteColour] = useState(ROUTE_COLOUR_FALLBACK);
  // The style given up on (never a blank map): when the prop names another style, that one gets its chance.
  const [failedStyle, setFailedStyle] = useState<MapCanvasProps['mapStyle'] | null>(null);
  const offline = failedStyle === mapStyle;
  const watch = useRef<BasemapWatch | null>(null);
  useAdoptedStyles(containerRef, CANVAS_STYLES);

  // A layout effect, so the watch (and its timer) exists before react-map-gl's effect creates the map.
  useLayoutEffect(() => {
    if (offline) return;
    const current = watchBasemap({ isOwnSource, onFallback: () => setFailedStyle(mapStyle) });
    watch.current = current;
    return () => {
      current.dispose();
      if (watch.current === current) watch.current = null;
    };
  }, [mapStyle, offline]);

  const line = routeToLineString(route);
  const frame = frameOf(markers, route);
  const frameKey = JSON.stringify(frame);
  const paddingKey = JSON.stringify(fitPadding);
  const openMarker = markers.find((m) => m.id === openMarkerId && m.info != null) ?? null;

  useLayoutEffect(() => setRouteColour(tokenColour(containerRef.current)), []);

  // Refit whenever what is shown or the free space changes; the first frame comes from initialViewState.
  // biome-ignore lint/correctness/useExhaustiveDependencies: frameKey and paddingKey stand for frame and padding
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded) return;
    if (frame) map.fitBounds(frame, { padding: fitPadding, maxZoom: FIT_MAX_ZOOM, duration: 0 });
    else map.jumpTo({ center: [DEFAULT_CENTER.longitude, DEFAULT_CENTER.latitude], zoom: DEFAULT_ZOOM });
  }, [frameKey, paddingKey, loaded]);

  const register = useCallback((id: string, element: HTMLElement | null) => {
    if (element) markerElements.current.set(id, element);
    else markerElements.current.delete(id);
  }, []);

  const close = useCallback(
    (giveFocusBack: boolean) => {
      const id = openMarkerId;
      onOpenMarkerChange(null);
      if (giveFocusBack && id) markerElements.current.get(id)?.focus();
    },
    [openMarkerId, onOpenMarkerChange],
  );

  useEffect(() => {
    const container = containerRef.current;
    if (!container || !openMarkerId) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Handled here: a page that leaves on Escape (tracking) must not also go back.
      event.stopPropagation();
      close(true);
    };
    container.addEventListener('keydown', onKeyDown);
    return () => container.removeEventListener('keydown', onKeyDown);
  }, [openMarkerId, close]);

  return (
    <div ref={containerRef} className="box-map__canvas" data-basemap={offline ? 'offline' : 'provider'}>
      <MapGL
        ref={mapRef}
        mapLib={lib}
        mapStyle={(offline ? OFFLINE_STYLE : mapStyle) as never}
        locale={MAPLIBRE_LOCALE_PT_BR}
        attributionControl={{ compact: true }}
        cooperativeGestures={cooperativeGestures}
        initialViewState={
          frame
            ? { bounds: frame, fitBoundsOptions: { padding: fitPadding, maxZoom: FIT_MAX_ZOOM } }
            : { longitude: DEFAULT_CENTER.longitude, latitude: DEFAULT_CENTER.latitude, zoom: DEFAULT_ZOOM }
        }
        style={{ width: '100%', height: '100%' }}
        onLoad={() => {
          setLoaded(true);
          watch.current?.loaded();
        }}
        onStyleData={() => watch.current?.styleLoaded()}
        onSourceData={(event) => {
          if (event.tile) watch.current?.tileLoaded(event as typeof event & BasemapEvent);
        }}
        onError={(event) => {
          // The provider's failures are handled (the offline style takes over); anything else is logged as
          // react-map-gl would.
          if (!watch.current?.error(event as typeof event & BasemapEvent)) console.error(event.error);
        }}
        onClick={() => {
          if (openMarkerId) close(false);
        }}
      >
        <NavigationControl position="top-right" showCompass={false} />
        {line && (
          <Source id={ROUTE_SOURCE} type="geojson" data={line}>
            <Layer
              id={`${ROUTE_SOURCE}-line`}
              type="line"
              layout={{ 'line-join': 'round', 'line-cap': 'round' }}
              paint={{ 'line-color': routeColour, 'line-width': 4, 'line-opacity': 0.85 }}
            />
          </Source>
        )}
        {markers.map((marker) => (
          <MapMarkerPin
            // A marker that gains or loses its info window changes element (button / image).
            key={`${marker.id}:${marker.info != null}`}
            lib={lib}
            marker={marker}
            open={marker.id === openMarkerId}
            onActivate={() => onOpenMarkerChange(marker.id === openMarkerId ? null : marker.id)}
            register={register}
          />
        ))}
        {openMarker && (
          <Popup
            key={openMarker.id}
            longitude={openMarker.position.longitude}
            latitude={openMarker.position.latitude}
            offset={18}
            closeButton={false}
            closeOnClick={false}
            focusAfterOpen
            maxWidth="300px"
            className="box-map-popup"
          >
            <div className="box-map-popup__body" role="dialog" aria-label={openMarker.title}>
              <button
                type="button"
                className="box-map-popup__close"
                aria-label={MAP_TEXTS.close}
                onClick={() => close(true)}
              >
                <span aria-hidden="true">×</span>
              </button>
              {openMarker.info}
            </div>
          </Popup>
        )}
      </MapGL>
    </div>
  );
}

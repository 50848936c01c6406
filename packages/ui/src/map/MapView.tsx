import { lazy, Suspense, useRef, useState } from 'react';
import { useAdoptedStyles } from '../widget/adoptStylesHook';
import { MapErrorBoundary } from './MapErrorBoundary';
import { MapFallback } from './MapFallback';
import mapCss from './map.css?inline';
import { supportsWebGL } from './supportsWebGL';
import { MAP_TEXTS } from './texts';
import type { MapViewProps } from './types';

// maplibre and react-map-gl are a separate chunk, fetched only where a map can be drawn: a widget's first
// paint never waits for them and a standalone element's first bytes never contain them (DESIGN.md §4).
const MapCanvas = lazy(() => import('./MapCanvas'));

/** The map's box, skeleton and fallback list: adopted where the map renders, as no widget lists it. */
const MAP_STYLES = [mapCss];
const NO_STYLES: readonly string[] = [];

function MapSkeleton() {
  return (
    <div className="box-map__skeleton" role="status">
      <span className="box-sr-only">{MAP_TEXTS.loading}</span>
    </div>
  );
}

/**
 * The map of tracking, proof and statement screens: markers (buttons with an info window when they carry
 * `info`), the route line, and a frame that fits both. The info window is controlled with `openMarkerId` /
 * `onOpenMarkerChange`, or kept inside when `openMarkerId` is not given.
 *
 * Its size is its container's: 320 px high by default, `--box-map-height` or a `className` change it.
 */
export function MapView(props: MapViewProps) {
  const { markers, ariaLabel, className } = props;
  const [canDraw] = useState(supportsWebGL);
  const [ownOpenId, setOwnOpenId] = useState<string | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  // Adopted, not a <style> in place: a page whose CSP says `style-src 'self'` refuses those (issue 17).
  useAdoptedStyles(sectionRef, MAP_STYLES);
  useAdoptedStyles(sectionRef, props.styles ?? NO_STYLES);
  const controlled = props.openMarkerId !== undefined;
  const openMarkerId = controlled ? (props.openMarkerId ?? null) : ownOpenId;
  const onOpenMarkerChange = (id: string | null) => {
    if (!controlled) setOwnOpenId(id);
    props.onOpenMarkerChange?.(id);
  };

  const fallback = (
    <MapFallback markers={markers} openMarkerId={openMarkerId} onOpenMarkerChange={onOpenMarkerChange} />
  );
  const classes = ['box-map', canDraw ? '' : 'box-map--fallback', className ?? ''].filter(Boolean).join(' ');
  return (
    <section ref={sectionRef} aria-label={ariaLabel} className={classes} part="map">
      {canDraw ? (
        <MapErrorBoundary fallback={fallback}>
          <Suspense fallback={<MapSkeleton />}>
            <MapCanvas {...props} openMarkerId={openMarkerId} onOpenMarkerChange={onOpenMarkerChange} />
          </Suspense>
        </MapErrorBoundary>
      ) : (
        fallback
      )}
    </section>
  );
}

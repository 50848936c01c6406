import { type CSSProperties, useId } from 'react';
import { markerAppearance } from './markerAppearance';
import { MAP_TEXTS } from './texts';
import type { MapMarker } from './types';

export interface MapFallbackProps {
  markers: readonly MapMarker[];
  openMarkerId: string | null;
  onOpenMarkerChange: (id: string | null) => void;
}

/**
 * What stands in for the map where it cannot be drawn (no WebGL 2, or its code failed to load): the markers as
 * a list, each with its colour and number, and their info windows as disclosures, so nothing is lost.
 */
export function MapFallback({ markers, openMarkerId, onOpenMarkerChange }: MapFallbackProps) {
  const baseId = useId();
  return (
    <div className="box-map__fallback">
      <p className="box-map__fallback-note">{MAP_TEXTS.unavailable}</p>
      {markers.length > 0 && (
        <ul className="box-map__fallback-list">
          {markers.map((marker, index) => {
            const look = markerAppearance(marker);
            const open = openMarkerId === marker.id;
            const infoId = `${baseId}-${index}`;
            return (
              <li key={marker.id} className="box-map__fallback-item">
                <span
                  className={`${look.className} box-map-marker--static`}
                  style={{ '--box-map-marker-color': look.colour } as CSSProperties}
                  aria-hidden="true"
                >
                  {look.text}
                </span>
                {look.interactive ? (
                  <button
                    type="button"
                    className="box-map__fallback-toggle"
                    aria-expanded={open}
                    aria-controls={open ? infoId : undefined}
                    onClick={() => onOpenMarkerChange(open ? null : marker.id)}
                  >
                    {marker.title}
                  </button>
                ) : (
                  <span>{marker.title}</span>
                )}
                {open && look.interactive && (
                  <div id={infoId} className="box-map__fallback-info">
                    {marker.info}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

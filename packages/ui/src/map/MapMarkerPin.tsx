import { useEffect, useRef, useState } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import { toLngLat } from './geometry';
import type { MapLib } from './loadMapLib';
import { markerAppearance } from './markerAppearance';
import type { MapMarker } from './types';

export interface MapMarkerPinProps {
  lib: MapLib;
  marker: MapMarker;
  open: boolean;
  onActivate: () => void;
  /** Keeps the marker's element, so closing its info window can give focus back to it. */
  register: (id: string, element: HTMLElement | null) => void;
}

/**
 * One marker: a real <button> (title as its accessible name) when it has an info window, else a labelled
 * image. Our own element rather than react-map-gl's <Marker>, which wraps its children in a div that maplibre
 * turns into a second, unnamed button.
 */
export function MapMarkerPin({ lib, marker, open, onActivate, register }: MapMarkerPinProps) {
  const { current: map } = useMap();
  const look = markerAppearance(marker);
  const activate = useRef(onActivate);
  activate.current = onActivate;

  const [element] = useState(() => {
    const el = document.createElement(look.interactive ? 'button' : 'div');
    if (el instanceof HTMLButtonElement) el.type = 'button';
    // Set before maplibre adds the marker, or it would name it 'Marcador' and make a div a button.
    el.setAttribute('role', look.interactive ? 'button' : 'img');
    el.setAttribute('aria-label', marker.title);
    return el;
  });
  const [pin] = useState(() =>
    new lib.Marker({ element, anchor: 'center' }).setLngLat(toLngLat(marker.position)),
  );

  // Added beside maplibre's own classes (maplibregl-marker positions the element), never in their place.
  useEffect(() => {
    const classes = look.className.split(' ');
    element.classList.add(...classes);
    return () => element.classList.remove(...classes);
  }, [element, look.className]);

  useEffect(() => {
    element.style.setProperty('--box-map-marker-color', look.colour);
    element.textContent = look.text ?? '';
    element.setAttribute('aria-label', marker.title);
    element.title = marker.title;
    // Drawn by the stylesheet (::after) so the marker's own text stays its number; the title says it too.
    if (marker.caption) element.dataset.caption = marker.caption;
    else delete element.dataset.caption;
    if (look.interactive) element.setAttribute('aria-expanded', String(open));
  }, [element, look.colour, look.text, look.interactive, marker.title, marker.caption, open]);

  const { latitude, longitude } = marker.position;
  useEffect(() => {
    pin.setLngLat([longitude, latitude]);
  }, [pin, latitude, longitude]);

  useEffect(() => {
    if (!map) return;
    pin.addTo(map.getMap());
    register(marker.id, element);
    const onClick = (event: Event) => {
      // The map's own click closes the info window: this one opens it.
      event.stopPropagation();
      activate.current();
    };
    if (look.interactive) element.addEventListener('click', onClick);
    return () => {
      element.removeEventListener('click', onClick);
      register(marker.id, null);
      pin.remove();
    };
  }, [map, pin, element, look.interactive, marker.id, register]);

  return null;
}

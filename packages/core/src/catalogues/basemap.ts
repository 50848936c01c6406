/**
 * The basemaps every widget map draws on (issue 18). By default a free OpenStreetMap vector style that needs no
 * key (OpenFreeMap's "liberty"); the server's BOX_MAP_STYLE_URL picks another provider or `offline`.
 *
 * The built-in offline style (style spec version 8) needs no network at all: the server answers it at
 * `{apiBase}/map/style.json` with BOX_MAP_STYLE_URL=offline, and every map switches to it by itself when the
 * provider cannot be reached, so a map is never blank. Land colour as the background, plus a graticule (every
 * degree across Brazil, every 0.05° over Grande São Paulo, where the demo's stops are) so that panning and
 * zooming can be seen. No symbol layers, so no glyphs or sprite are needed; the widgets draw markers and routes
 * themselves. One copy, here, for the server and the maps alike.
 */

/** OpenFreeMap's liberty style: OpenStreetMap data, no key; its sources carry their attribution. */
export const DEFAULT_MAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty';

type LineString = {
  type: 'Feature';
  properties: { kind: string };
  geometry: { type: 'LineString'; coordinates: number[][] };
};

const round = (value: number) => Math.round(value * 1e4) / 1e4;

function graticule(
  kind: string,
  bounds: { west: number; south: number; east: number; north: number },
  step: number,
): LineString[] {
  const line = (from: number[], to: number[]): LineString => ({
    type: 'Feature',
    properties: { kind },
    geometry: { type: 'LineString', coordinates: [from, to] },
  });
  const lines: LineString[] = [];
  const count = (from: number, to: number) => Math.round((to - from) / step);
  // Meridians first, then parallels: the order the style has always listed them in.
  for (let i = 0; i <= count(bounds.west, bounds.east); i++) {
    const lng = round(bounds.west + i * step);
    lines.push(line([lng, bounds.south], [lng, bounds.north]));
  }
  for (let i = 0; i <= count(bounds.south, bounds.north); i++) {
    const lat = round(bounds.south + i * step);
    lines.push(line([bounds.west, lat], [bounds.east, lat]));
  }
  return lines;
}

/** The built-in offline style, as a MapLibre style object. */
export function offlineMapStyle() {
  return {
    version: 8 as const,
    name: 'Box (offline)',
    center: [-46.63, -23.55],
    zoom: 10,
    sources: {
      graticule: {
        type: 'geojson' as const,
        data: {
          type: 'FeatureCollection' as const,
          features: [
            ...graticule('coarse', { west: -74, south: -34, east: -34, north: 6 }, 1),
            ...graticule('fine', { west: -47.2, south: -24.05, east: -46.15, north: -23.2 }, 0.05),
          ],
        },
      },
    },
    layers: [
      { id: 'land', type: 'background' as const, paint: { 'background-color': '#eef0ea' } },
      {
        id: 'graticule-fine',
        type: 'line' as const,
        source: 'graticule',
        filter: ['==', ['get', 'kind'], 'fine'],
        minzoom: 9,
        paint: { 'line-color': '#d5d9cf', 'line-width': 1 },
      },
      {
        id: 'graticule-coarse',
        type: 'line' as const,
        source: 'graticule',
        filter: ['==', ['get', 'kind'], 'coarse'],
        paint: { 'line-color': '#c4c9bc', 'line-width': 1 },
      },
    ],
  };
}

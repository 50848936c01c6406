// The CSP build's module declaration, for every program that compiles this file (a widget's tsup type build too).
/// <reference path="./maplibre-csp.d.ts" />

export type MapLib = typeof import('maplibre-gl');

const loads = new Map<string, Promise<MapLib>>();

// The UMD builds come through the bundler's CommonJS interop: the namespace or its default, depending on it.
const unwrap = (mod: unknown): MapLib => ((mod as { default?: MapLib }).default ?? mod) as MapLib;

/**
 * maplibre itself, fetched once per page (the promise is shared, so React's `use` can suspend on it). With a
 * worker URL (a host under a strict CSP, no blob: workers) it is the CSP build, whose worker comes from that
 * URL; otherwise the main build with its worker inlined.
 */
export function loadMapLib(workerUrl?: string): Promise<MapLib> {
  const key = workerUrl ?? '';
  let load = loads.get(key);
  if (!load) {
    load = workerUrl
      ? import('maplibre-gl/dist/maplibre-gl-csp.js').then((mod) => {
          const lib = unwrap(mod);
          lib.setWorkerUrl(workerUrl);
          return lib;
        })
      : import('maplibre-gl').then(unwrap);
    // A failed fetch (offline) is not cached: the next map may try again.
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}

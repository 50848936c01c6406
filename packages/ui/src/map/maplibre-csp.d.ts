// maplibre's CSP build (no blob worker: the host serves maplibre-gl-csp-worker.js); same API as the main build.
declare module 'maplibre-gl/dist/maplibre-gl-csp.js' {
  const maplibregl: typeof import('maplibre-gl');
  export default maplibregl;
}

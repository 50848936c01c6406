/**
 * Where the portal serves maplibre's CSP worker (`maplibre-gl-csp-worker.js`, the version its widgets bundle):
 * the host gives it to its maps as their worker URL. A browser builds a Worker from a same-origin URL only, so a
 * partner's page under a strict CSP serves its own copy and names it in `map-worker-url`.
 */
export const MAPLIBRE_CSP_WORKER_PATH = '/maplibre-gl-csp-worker.js';

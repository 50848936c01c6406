import { createRequire } from 'node:module';
import { join } from 'node:path';
import { MAPLIBRE_CSP_WORKER_PATH } from '@box/core/api';
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { PACKAGES_DIR } from '../paths';
import { sendFile } from './files';

// Its name carries no version: revalidated (ETag), so a maplibre upgrade reaches the portal's maps at once.
const REVALIDATE = 'no-cache';

let workerFile: string | null | undefined;

/**
 * maplibre's CSP worker as ui resolves maplibre-gl, so it is the very version the widgets bundle (the CSP build
 * and its worker must match). Resolved on first use: a missing install is a 404, not a server that won't start.
 */
function cspWorkerFile(): string | null {
  if (workerFile === undefined) {
    try {
      const fromUi = createRequire(join(PACKAGES_DIR, 'ui', 'package.json'));
      workerFile = fromUi.resolve('maplibre-gl/dist/maplibre-gl-csp-worker.js');
    } catch {
      workerFile = null;
    }
  }
  return workerFile;
}

/**
 * `/maplibre-gl-csp-worker.js`: the worker of maplibre's CSP build, for the portal's own pages, whose maps name it
 * (a page with `worker-src 'self'` and no `blob:`). A partner's page cannot use it from here (a Worker comes from
 * its page's own origin only): it serves a copy of this file and names it in `map-worker-url`.
 */
export const maplibreWorkerRoutes = new Hono<AppEnv>().on(
  ['GET', 'HEAD'],
  MAPLIBRE_CSP_WORKER_PATH,
  async (c) => {
    const file = cspWorkerFile();
    return (file && (await sendFile(c, file, REVALIDATE))) || c.text('Arquivo não encontrado.', 404);
  },
);

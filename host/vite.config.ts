import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prebuiltMaplibre } from '../packages/ui/build/prebuilt-maplibre.ts';

/** The reference server (`pnpm --filter @box/server start`); the dev server forwards what it owns. */
const SERVER = 'http://127.0.0.1:3000';

/**
 * maplibre (both its builds) stays out of the server-rendering bundle: on the server MapView draws its fallback
 * list (no WebGL), so MapCanvas never loads it there, and bundling its two megabytes took more than half of that build (15 → 7 s of CPU).
 * The CSS the canvas imports (`…/maplibre-gl.css?inline`) is still bundled.
 */
const MAPLIBRE_SCRIPT = /^maplibre-gl(\/dist\/maplibre-gl(-csp)?\.js)?$/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), prebuiltMaplibre()],
  server: {
    proxy: {
      // '/jade/api' rather than '/jade': /jade/blank is one of our own routes.
      '/jade/api': { target: SERVER, changeOrigin: false },
      '/_ssr': { target: SERVER, changeOrigin: false },
      '/widgets': { target: SERVER, changeOrigin: false },
      // maplibre's CSP worker, which the map pages name (core's MAPLIBRE_CSP_WORKER_PATH).
      '/maplibre-gl-csp-worker.js': { target: SERVER, changeOrigin: false },
    },
  },
  // The server-rendering build (dist/.ssr, a hidden folder the server never serves as a file): the workspace's
  // packages export TypeScript sources, which Node cannot import, so they go into the bundle.
  ssr: { noExternal: [/^@box\//] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    // Read by `pnpm bench` to weigh the first page (entry + the monitoring page chunk).
    manifest: true,
    // The gzip figures Vite prints cost a compression of every chunk, maplibre's megabytes included; nothing
    // reads them (bench/ weighs the bundles itself).
    reportCompressedSize: false,
    ...(isSsrBuild ? { rollupOptions: { external: MAPLIBRE_SCRIPT } } : {}),
  },
}));

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The reference server (`pnpm --filter @box/server start`); the dev server forwards what it owns. */
const SERVER = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
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
  },
});

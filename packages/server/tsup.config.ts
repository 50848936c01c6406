import { defineConfig } from 'tsup';

/**
 * The production server as one ES module, dist/main.js, run by plain Node (`pnpm start`). @box/core is
 * workspace TypeScript, so it is bundled in; every npm dependency stays in node_modules (PGlite loads its wasm
 * and data beside its own module). dist/ sits one folder below the package like src/, so src/paths.ts resolves
 * the migrations, the host build and the data folder to the same places in both.
 */
export default defineConfig({
  entry: { main: 'src/main.ts' },
  outDir: 'dist',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  noExternal: [/^@box\//],
  sourcemap: true,
  clean: true,
});

import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

/** maplibre's two browser builds (main and CSP), UMD files already bundled and minified by maplibre. */
const MAPLIBRE_UMD = /\/maplibre-gl\/dist\/maplibre-gl(-csp)?\.js$/;

/**
 * maplibre's UMD builds taken as they are, as an ES module whose default export is the library. Each of them is
 * a megabyte that Rollup went through like any source: the CommonJS conversion, then tree-shaking, which finds
 * nothing to drop in a bundle maplibre already made. That was 16 of the 42 s of CPU of billing-statement's
 * element build, and about a dozen builds bundle maplibre. Read as is and never tree-shaken: 7.5 s.
 * loadMapLib (src/map/loadMapLib.ts) takes the default export, as it took the CommonJS interop's.
 *
 * maplibre's own sourcemap is not carried on: the chunk's map says only that the code is maplibre's file.
 */
export function prebuiltMaplibre(): Plugin {
  return {
    name: 'box-prebuilt-maplibre',
    // The dev server pre-bundles maplibre its own way (esbuild, once): builds only.
    apply: 'build',
    enforce: 'pre',
    // maplibre's two builds are the only chunks over Vite's 500 kB warning (1,054 and 969 kB minified), each
    // fetched only when a map opens: the limit goes above them, so that the warning still speaks of any other.
    config: () => ({ build: { chunkSizeWarningLimit: 1100 } }),
    async load(id) {
      if (!MAPLIBRE_UMD.test(id)) return null;
      const umd = await readFile(id, 'utf8');
      // The UMD header assigns `module.exports` when both names exist: give it the two it looks for.
      return {
        code: `var module = { exports: {} }, exports = module.exports;\n${umd}\nexport default module.exports;\n`,
        map: { mappings: '' },
        moduleSideEffects: 'no-treeshake',
      };
    },
  };
}

import type { Options } from 'tsup';
import { cssInlinePlugin } from './css-inline-plugin.ts';

/** What the host page provides to a widget's library build; everything else is bundled. */
const PEERS = /^(?!(react|react-dom|@preact\/signals-react|@preact\/signals-core)(\/|$))/;

/**
 * The three builds of a widget package (DESIGN.md §4), for its tsup.config.ts:
 * - dist/index.js + index.d.ts: the library (React, react-dom and signals left to the host), side-effect free,
 *   minified like the element (its users' bundlers may not minify dependencies; sourcemaps keep it readable);
 * - dist/define.js: the same plus the registration of the tag (shares chunks with index.js);
 * - dist/element.js: standalone, everything bundled and minified, registers the tag: one <script type="module">.
 *   A screen that loads parts with `import()` builds its element with ./widget-vite.ts instead (esbuild's
 *   splitting would put what the parts share with the screen in chunks element.js must fetch first).
 */
export function widgetBuild(): Options[] {
  return [
    {
      entry: { index: 'src/index.ts', define: 'src/define.ts' },
      format: ['esm'],
      target: 'es2022',
      platform: 'browser',
      // Not composite here: tsup's one-entry program would flag every other file as missing from the project.
      dts: { entry: { index: 'src/index.ts' }, compilerOptions: { composite: false } },
      clean: ['index.*', 'define.*', 'chunk-*'],
      minify: true,
      sourcemap: true,
      splitting: true,
      // The parts a screen loads with `import()` too (esbuild would name them after their file), so that
      // `clean` above removes the last build's.
      esbuildOptions(options) {
        options.chunkNames = 'chunk-[hash]';
      },
      treeshake: true,
      // dist/metafile-esm.json, esbuild's record of the outputs and their imports: bench/bundles.ts reads what
      // index.js loads up front from it. (The element build below has no chunks to record: no splitting.)
      metafile: true,
      noExternal: [PEERS],
      esbuildPlugins: [cssInlinePlugin({ minify: true })],
    },
    {
      entry: { element: 'src/define.ts' },
      format: ['esm'],
      target: 'es2022',
      platform: 'browser',
      clean: ['element.*'],
      minify: true,
      sourcemap: true,
      splitting: false,
      treeshake: true,
      noExternal: [/.*/],
      env: { NODE_ENV: 'production' },
      esbuildPlugins: [cssInlinePlugin({ minify: true })],
    },
  ];
}

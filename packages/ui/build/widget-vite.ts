import { readdir, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { minify } from 'terser';
import type { InlineConfig, Plugin, Rollup } from 'vite';
import { prebuiltMaplibre } from './prebuilt-maplibre.ts';

/** Removes the last build's {name}.js and {name}-*.js chunks (dist/ also holds the tsup builds'). */
function cleanElementFiles(outDir: string, name: string): Plugin {
  const ours = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[.-]`);
  return {
    name: 'box-clean-element-files',
    apply: 'build',
    async buildStart() {
      const files = await readdir(outDir).catch(() => [] as string[]);
      await Promise.all(
        files.filter((file) => ours.test(file)).map((file) => rm(join(outDir, file), { force: true })),
      );
    },
  };
}

/** The chunks a page fetches before the element runs: the entries and what they import statically. */
function firstLoad(bundle: Rollup.OutputBundle): Set<string> {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const file = bundle[fileName];
    if (seen.has(fileName) || file?.type !== 'chunk') return;
    seen.add(fileName);
    for (const imported of file.imports) visit(imported);
  };
  for (const file of Object.values(bundle)) if (file.type === 'chunk' && file.isEntry) visit(file.fileName);
  return seen;
}

/**
 * A second, closer minification of the chunks a page fetches first (React and the widget's own code), after
 * esbuild's: terser's two compress passes take ~2 KB brotli more off a tracking element, which its first-load
 * budget needs. The lazy chunks (the map, maplibre's megabytes, a modal) keep esbuild's: terser took a quarter
 * of an element build's CPU on them for bytes no first load fetches.
 */
function terserAfterEsbuild(): Plugin {
  return {
    name: 'box-terser-after-esbuild',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const first = firstLoad(bundle);
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || !first.has(file.fileName)) continue;
        const mapFile = bundle[`${file.fileName}.map`];
        const out = await minify(file.code, {
          module: true,
          compress: { passes: 2 },
          format: { comments: false },
          sourceMap: file.map
            ? { content: JSON.stringify(file.map), url: `${basename(file.fileName)}.map` }
            : false,
        });
        if (!out.code) continue;
        file.code = out.code;
        if (mapFile?.type === 'asset' && typeof out.map === 'string') mapFile.source = out.map;
      }
    },
  };
}

export interface StandaloneElementOptions {
  /** The package's folder (its vite config's directory). */
  root: string;
  /** The side-effect entry that registers the tag; default 'src/define.ts'. */
  entry?: string;
  /** A folder copied as is into dist/ (the integration example). */
  publicDir?: string;
  /** File name of the bundle and prefix of its chunks; default 'element' (a package with several tags builds
   * one bundle per tag, e.g. 'shipment-tracking-element'). */
  name?: string;
}

/**
 * dist/element.js of a widget whose screen loads parts with `import()` (DESIGN.md §4): everything the first
 * paint needs, React included, in element.js itself; each lazy part in a dist/element-<hash>.js chunk that
 * element.js loads by a relative URL, so the integrator still links element.js alone. Rollup rather than the
 * tsup (esbuild) build of ./widget-tsup.ts: esbuild moves every module a part shares with the screen into
 * chunks that element.js has to fetch first, and through the @box/* barrels that is most of the design system.
 *
 * The chunks import element.js back by that name, so a page must link it as `element.js` (no query string,
 * or the browser would run a second copy for the chunks).
 */
export function standaloneElementBuild(options: StandaloneElementOptions): InlineConfig {
  const outDir = join(options.root, 'dist');
  const name = options.name ?? 'element';
  return {
    configFile: false,
    root: options.root,
    // Chunk URLs relative to the module that loads them, wherever the server puts the widget.
    base: './',
    publicDir: options.publicDir ? join(options.root, options.publicDir) : false,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': '"production"' },
    esbuild: { jsx: 'automatic' },
    plugins: [prebuiltMaplibre(), cleanElementFiles(outDir, name), terserAfterEsbuild()],
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: Boolean(options.publicDir),
      target: 'es2022',
      minify: 'esbuild',
      sourcemap: true,
      // No <link rel=modulepreload> injection: a widget does not own the page's <head>.
      modulePreload: false,
      reportCompressedSize: false,
      // dist/.vite/<name>.json, the chunks and their static and dynamic imports, for bench/bundles.ts (one file
      // per bundle: a package with several tags builds several into one dist/).
      manifest: `.vite/${name}.json`,
      rollupOptions: {
        input: join(options.root, options.entry ?? 'src/define.ts'),
        preserveEntrySignatures: false,
        output: {
          format: 'es',
          entryFileNames: `${name}.js`,
          chunkFileNames: `${name}-[hash].js`,
        },
      },
    },
  };
}

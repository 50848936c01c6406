import { readFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { InlineConfig, Plugin } from 'vite';
import { prebuiltMaplibre } from './prebuilt-maplibre.ts';

/** Where the library build records its chunks and their imports (read by bench/bundles.ts). */
export const LIBRARY_MANIFEST = 'library-manifest.json';

/** What the host page provides to a widget's library build; everything else is bundled. */
const PEERS = /^(react|react-dom|@preact\/signals-react|@preact\/signals-core)(\/|$)/;

interface PackageJson {
  exports: Record<string, string>;
  publishConfig: { exports: Record<string, string | { import?: string }> };
}

/**
 * The library's entries, from the package's own export maps: each public entry whose published file is a
 * dist/*.js (`publishConfig.exports`) is built from the source its workspace export names (`exports`), e.g.
 * `./rating` → src/rating.ts → dist/rating.js. A new sub-path export is a new entry, and a new budget row.
 */
export function libraryEntries(root: string): Record<string, string> {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as PackageJson;
  const entries: Record<string, string> = {};
  for (const [key, target] of Object.entries(pkg.publishConfig.exports)) {
    const file = typeof target === 'string' ? target : target.import;
    const source = pkg.exports[key];
    const name = file?.match(/^\.\/dist\/([\w-]+)\.js$/)?.[1];
    if (name && source?.startsWith('./src/')) entries[name] = join(root, source);
  }
  return entries;
}

/** Removes the last library build's entries and chunks; dist/ also holds the other builds' files. */
function cleanLibraryFiles(outDir: string, entries: string[]): Plugin {
  const ours = (file: string) =>
    /^chunk-[\w-]{8}\.js$/.test(file) ||
    file === LIBRARY_MANIFEST ||
    entries.includes(file.replace(/\.js$/, ''));
  return {
    name: 'box-clean-library-files',
    apply: 'build',
    async buildStart() {
      const files = await readdir(outDir).catch(() => [] as string[]);
      await Promise.all(files.filter(ours).map((file) => rm(join(outDir, file), { force: true })));
    },
  };
}

/**
 * The library build of a widget package (DESIGN.md §4): dist/index.js, each sub-path entry and each define
 * entry, React, react-dom and signals left to the host (peer dependencies), everything else bundled, core and
 * ui included; minified (its users' bundlers may not minify dependencies), no sourcemaps (maplibre's would be
 * 11 MB in a tarball that must stay under 1 MB). Shared code in dist/chunk-<hash>.js, parts loaded with
 * `import()` in chunks of their own.
 *
 * Rollup rather than tsup (esbuild): esbuild puts a whole file in the first load of every entry that reaches it
 * by an import, through the @box/* barrels most of core and ui, with every export any entry or lazy part uses
 * (issue 19: the wizard's fiscal upload entry 46.7 KB gzip with esbuild, 26.4 KB with Rollup). Rollup follows
 * the bindings actually used, so an entry loads what it uses, and a lazy part's code stays in its chunk.
 */
export function libraryBuild(root: string): InlineConfig {
  const outDir = join(root, 'dist');
  const entries = libraryEntries(root);
  return {
    configFile: false,
    root,
    publicDir: false,
    logLevel: 'warn',
    esbuild: { jsx: 'automatic' },
    plugins: [prebuiltMaplibre(), cleanLibraryFiles(outDir, Object.keys(entries))],
    build: {
      outDir,
      emptyOutDir: false,
      target: 'es2022',
      minify: 'esbuild',
      sourcemap: false,
      modulePreload: false,
      reportCompressedSize: false,
      // maplibre's chunk is over a megabyte, loaded only where a map shows.
      chunkSizeWarningLimit: 2000,
      manifest: LIBRARY_MANIFEST,
      rollupOptions: {
        input: entries,
        external: (id) => PEERS.test(id),
        // The entries are modules an app imports names from: keep their exports as written.
        preserveEntrySignatures: 'strict',
        output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunk-[hash].js' },
      },
    },
  };
}

// Loads a package's element modules in Node, for scripts/elements/generate.ts (the manifest, REFERENCE.md and
// styles.css): one esbuild bundle with the builds' CSS plugin (so stylesheets are the minified texts the bundles
// carry), React left external, the map libraries (lazy, never run here) stubbed.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import type { ElementDefinition } from '../src/widget/createWidgetElement';
import { cssInlinePlugin } from './css-inline-plugin.ts';

/** Imported from the repository's root node_modules when the bundle runs. */
const EXTERNAL = /^(react|react-dom|scheduler)(\/|$)/;
/** Only ever loaded by the map's lazy chunk, which the generator never runs: an empty stand-in. */
const NEVER_LOADED = /^(maplibre-gl|react-map-gl)(\/|$)/;

export interface LoadedPackage {
  modules: Record<string, unknown>[];
  definitionOf: (elementClass: object) => ElementDefinition | undefined;
  /** Every stylesheet the modules import (lazy parts' included), minified, in the bundle's order. */
  stylesheets: { file: string; css: string }[];
}

/**
 * Imports `modules` (absolute paths of a package's element.ts files, under `dir`) with `definitionOf` from the
 * same bundle; `repo` is where the bundle is written (its node_modules must hold React).
 */
export async function loadElementModules(
  dir: string,
  name: string,
  modules: readonly string[],
  repo: string,
): Promise<LoadedPackage> {
  const factory = join(repo, 'packages/ui/src/widget/createWidgetElement.ts');
  const entry = [
    ...modules.map((file, i) => `export * as m${i} from ${JSON.stringify(file)};`),
    `export { definitionOf } from ${JSON.stringify(factory)};`,
  ].join('\n');
  const external: esbuild.Plugin = {
    name: 'box-elements-external',
    setup(build) {
      build.onResolve({ filter: EXTERNAL }, (args) => ({ path: args.path, external: true }));
      build.onResolve({ filter: NEVER_LOADED }, (args) => ({
        path: args.path,
        namespace: 'box-never-loaded',
      }));
      build.onLoad({ filter: /.*/, namespace: 'box-never-loaded' }, (args) => ({
        contents: args.path.endsWith('?inline') ? 'export default "";' : 'module.exports = {};',
        loader: 'js',
      }));
    },
  };
  const outDir = join(repo, 'node_modules/.cache/box-elements');
  mkdirSync(outDir, { recursive: true });
  const outfile = join(outDir, `${name}-${process.pid}-${Date.now()}.mjs`);
  const result = await esbuild.build({
    metafile: true,
    stdin: { contents: entry, resolveDir: dir, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    outfile,
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"production"' },
    // CommonJS dependencies (use-sync-external-store) require React, which stays external.
    banner: {
      js: "import { createRequire as __boxRequire } from 'node:module'; const require = __boxRequire(import.meta.url);",
    },
    plugins: [external, cssInlinePlugin({ minify: true })],
  });
  let loaded: Record<string, unknown> & { definitionOf: LoadedPackage['definitionOf'] };
  try {
    loaded = await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(outfile, { force: true });
  }
  const exports = modules.map((_f, i) => loaded[`m${i}`] as Record<string, unknown>);
  const stylesheets = await Promise.all(
    Object.keys(result.metafile.inputs)
      .filter((input) => input.startsWith('box-css-inline:'))
      .map(async (input) => {
        const file = input.replace(/^box-css-inline:/, '').replace(/\?inline$/, '');
        const css = (await esbuild.transform(readFileSync(file, 'utf8'), { loader: 'css', minify: true }))
          .code;
        return { file, css };
      }),
  );
  return { modules: exports, definitionOf: loaded.definitionOf, stylesheets };
}

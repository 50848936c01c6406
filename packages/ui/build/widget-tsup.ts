import { spawnSync } from 'node:child_process';
import { copyFileSync, readFileSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Options } from 'tsup';
import { cssInlinePlugin } from './css-inline-plugin.ts';

const PACKAGES = fileURLToPath(new URL('../../', import.meta.url));

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** Where `tsc -b` writes a source file's declarations (every package's tsconfig.json: outDir). */
const emitted = (source: string) => join('.tsbuild', source.replace(/\.tsx?$/, '.d.ts'));

/**
 * `tsc -b` for the package being built (its tsconfig.json, core's and ui's through its references), so that its
 * declarations in .tsbuild/ are current: nothing to do when `pnpm typecheck` or the root `pnpm build` has just
 * run it (about 1 s to check), which is why the root build runs it first, for every widget at once; package
 * builds run in parallel and two of them must not write core's declarations together.
 */
let emittedHere = false;
function emitDeclarations(): void {
  if (emittedHere) return;
  emittedHere = true;
  // TypeScript 7's tsgo, as `pnpm typecheck` and the root build run it: its build info is not TypeScript 5.9's,
  // so 5.9's tsc here would find every project out of date and build them all again.
  const native = createRequire(import.meta.url).resolve('@typescript/native-preview/package.json');
  const tsgo = join(dirname(native), 'bin', 'tsgo');
  const run = spawnSync(process.execPath, [tsgo, '-b'], { stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`tsgo -b failed in ${process.cwd()}`);
}

/**
 * TypeScript `paths` for the declaration build, so that dist/index.d.ts stands alone like dist/index.js:
 * - every public entry of core and ui (their package.json `exports`) to its declarations in the package's
 *   .tsbuild/: both are bundled into a widget's library, never published;
 * - valibot to a copy of its declarations outside node_modules: core's schemas, hence the widgets' props, are
 *   valibot types, but the library bundles valibot, so a consumer never installs it.
 * rollup-plugin-dts inlines what TypeScript resolves to a file of ours and leaves what it finds under
 * node_modules as an import, of a package the consumer would not have.
 */
function declarationPaths(): Record<string, string[]> {
  const paths: Record<string, string[]> = {};
  for (const folder of ['core', 'ui']) {
    const manifest = readJson<{ name: string; exports: Record<string, unknown> }>(
      join(PACKAGES, folder, 'package.json'),
    );
    for (const [entry, target] of Object.entries(manifest.exports)) {
      if (typeof target !== 'string' || !/\.tsx?$/.test(target)) continue;
      paths[entry === '.' ? manifest.name : `${manifest.name}/${entry.slice(2)}`] = [
        join(PACKAGES, folder, emitted(target)),
      ];
    }
  }
  const valibot = join(PACKAGES, 'core', 'node_modules', 'valibot');
  const { version, exports } = readJson<{ version: string; exports: { '.': { import: { types: string } } } }>(
    join(valibot, 'package.json'),
  );
  // One copy per valibot version, in the system's temporary folder; `pnpm build` builds packages in parallel,
  // so each writes its own file and renames it into place (a rename replaces the file whole).
  const copy = join(tmpdir(), `box-dts-valibot-${version}.d.ts`);
  const mine = `${copy}.${process.pid}`;
  copyFileSync(join(valibot, exports['.'].import.types), mine);
  renameSync(mine, copy);
  paths.valibot = [copy];
  return paths;
}

/**
 * The declarations build, unless BOX_SKIP_DECLARATIONS=1: `pnpm start` (scripts/start/builds.mjs) runs nothing
 * that reads dist/index.d.ts, nor needs `tsc -b`, the slowest part of a widget's build when it has work to do.
 */
export function unlessSkipped(declarations: Options): Options[] {
  if (process.env.BOX_SKIP_DECLARATIONS === '1') return [];
  emitDeclarations();
  return [declarations];
}

/**
 * The tsup builds of a widget package (DESIGN.md §4), for its tsup.config.ts (the library, dist/index.js, its
 * sub-path and define entries, is ./widget-library.ts's Rollup build, run after tsup by the package's build):
 * - element, dist/element.js: standalone, everything bundled and minified, registers the tag: one
 *   <script type="module">. A screen that loads parts with `import()` builds its element with ./widget-vite.ts
 *   instead (esbuild's splitting would put what the parts share with the screen in chunks element.js must fetch
 *   first);
 * - declarations, dist/index.d.ts: the library's types in one file, core's and ui's inlined (declarationPaths),
 *   so that the published package stands alone. Bundled from `tsc -b`'s declarations (emitDeclarations): with
 *   only .d.ts inputs, rollup-plugin-dts builds no TypeScript program of its own (one per entry took ~20 s of
 *   CPU each). A build of its own for its own `external`, which esbuild's build must not have (see there).
 */
export function widgetBuild(): [element: Options, declarations: Options] {
  return [
    {
      entry: { element: 'src/define.ts' },
      format: ['esm'],
      target: 'es2022',
      platform: 'browser',
      // tsup empties dist/ first (a `clean` list only adds patterns to its '**/*'): keep the declarations,
      // which the declarations build writes meanwhile.
      clean: ['element.*', '!*.d.ts'],
      minify: true,
      sourcemap: true,
      splitting: false,
      treeshake: true,
      noExternal: [/.*/],
      env: { NODE_ENV: 'production' },
      esbuildPlugins: [cssInlinePlugin({ minify: true })],
    },
    {
      entry: { index: emitted('src/index.ts') },
      format: ['esm'],
      dts: { only: true, compilerOptions: { paths: declarationPaths() } },
      // ui's sheets re-export CSS text (`*.css?inline`), a module rollup-plugin-dts cannot read. No widget's
      // types use it, so, left external, those imports fall out of index.d.ts (the consumer test checks that it
      // names no such module). In esbuild's build this would win over the plugin that inlines the CSS.
      external: [/\.css\?inline$/],
    },
  ];
}

/**
 * The declarations of a package's sub-path entries (e.g. `{ rating: 'src/rating/index.ts' }` → dist/rating.d.ts),
 * each a build of its own so that each file stands alone like index.d.ts (one build of several entries would
 * share declaration chunks between them, which a consumer's check of index.d.ts refuses).
 */
export function subpathDeclarations(declarations: Options, entries: Record<string, string>): Options[] {
  return Object.entries(entries).map(([name, file]) => ({
    ...declarations,
    entry: { [name]: emitted(file) },
  }));
}

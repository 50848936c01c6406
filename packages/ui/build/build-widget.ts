// `tsx ../ui/build/build-widget.ts [vite config…]`, a widget package's build script, in its folder: every build
// of the package, one after the other, in this one process:
// - tsup (the package's tsup.config.ts: its esbuild-built elements and its declarations);
// - the library, dist/index.js and its sub-path entries (./widget-library.ts), unless
//   BOX_SKIP_LIBRARY=1 (`pnpm start`, scripts/start/builds.mjs: only publishing reads it);
// - each standalone element, one Vite config each (the arguments: ./widget-vite.ts);
// - the element docs and typings (scripts/elements/generate.ts).
// One process rather than one per step: each step started Node, tsx and Vite again and ran Rollup before V8 had
// optimised it. Tracking's four Vite builds took 73 CPU-seconds as four processes and 52 in one (session 21).
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as tsup } from 'tsup';
import { type InlineConfig, build as vite } from 'vite';
import { generateElementFiles } from '../../../scripts/elements/generate.ts';
import { libraryBuild } from './widget-library.ts';

const root = process.cwd();
// Vite sets NODE_ENV for its build when it is unset; the element generator loads the modules as Node has them.
const nodeEnv = process.env.NODE_ENV;

await tsup({});
if (process.env.BOX_SKIP_LIBRARY !== '1') await vite(libraryBuild(root));
for (const file of process.argv.slice(2)) {
  const config = (await import(pathToFileURL(join(root, file)).href)) as { default: InlineConfig };
  await vite(config.default);
}

if (nodeEnv === undefined) delete process.env.NODE_ENV;
else process.env.NODE_ENV = nodeEnv;
await generateElementFiles([basename(root)]);

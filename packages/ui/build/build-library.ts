// `tsx ../ui/build/build-library.ts` in a widget package (its build script): the library build of
// ./widget-library.ts for the package in the current folder. A script rather than a vite config per package:
// the entries come from the package's export maps, and Vite resolves from ui, whichever package runs it.
// BOX_SKIP_LIBRARY=1 (`pnpm start`, scripts/start/builds.mjs) skips it: only publishing reads the library.
import { build } from 'vite';
import { libraryBuild } from './widget-library.ts';

if (process.env.BOX_SKIP_LIBRARY !== '1') await build(libraryBuild(process.cwd()));

import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The root options of the run; the projects are listed in vitest.workspace.ts (the layout DESIGN.md asks for).
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores (it keeps one for its own process): ONE worker on a
    // 2-core machine, the second core idle for the whole run. The main process transforms every file the workers
    // load, and the server's tests wait on their database, so one worker more than the cores keeps them busier:
    // the DOM projects took 150 and 155 s with three workers against 165 and 173 s with two (two runs each, in
    // turns). Each server test file's PGlite holds ~0.75 GiB, so it stays at one more.
    maxWorkers: availableParallelism() + 1,
    // As many as the most: with fewer, a run without isolation (the API suites', scripts/test-all.mjs) ended in
    // tinypool's 'Terminating worker thread' after its last file, and left workers spinning behind it.
    minWorkers: availableParallelism() + 1,
    // A worker runs file after file of a project (the pool reads this from the root options only); whether each file
    // also gets fresh modules is each project's `isolate` (vitest.shared.ts).
    poolOptions: { threads: { isolate: false }, forks: { isolate: false } },
  },
});

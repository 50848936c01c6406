import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The root options of the run; the projects are listed in vitest.workspace.ts (the layout DESIGN.md asks for).
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores (it keeps one for its own process): ONE worker on a
    // 2-core machine, the second core idle for the whole run. The main process only transforms and reports, so a
    // worker per core keeps every core busy; each server test file's PGlite holds ~0.75 GiB, so the count stays
    // at the cores and no higher.
    maxWorkers: availableParallelism(),
    minWorkers: 1,
  },
});

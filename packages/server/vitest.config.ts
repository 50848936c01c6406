import { boxProject } from '../../vitest.shared';

// Requests go through a real (embedded) PostgreSQL: on a busy machine a test of many logins takes seconds.
// `pnpm test` runs this project on its own with --no-isolate (scripts/test-all.mjs): its files share their
// worker's modules instead of loading the whole server again each (122 s → 51 s on two cores). Each file starts
// its own app and database; what modules keep between files is read-only or keyed by what it caches, and the
// files that stub globals or timers put them back. The two that mock a module start from fresh modules
// themselves (vi.resetModules, at their top).
export default boxProject('server', 'node', {
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Each file's database is a copy of one migrated once per run (src/test/migrated-database.ts).
    globalSetup: ['src/test/migrated-database.ts'],
    env: { BOX_TEST_BACKEND: 'pglite' },
  },
});

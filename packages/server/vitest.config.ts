import { boxProject } from '../../vitest.shared';

// Requests go through a real (embedded) PostgreSQL: on a busy machine a test of many logins takes seconds.
export default boxProject('server', 'node', {
  test: {
    // Child processes: without isolation (scripts/test-all.mjs), worker threads took 270 s wall against ~80 s.
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Each file's database is a copy of one migrated once per run (src/test/migrated-database.ts).
    globalSetup: ['src/test/migrated-database.ts'],
    env: { BOX_TEST_BACKEND: 'pglite' },
  },
});

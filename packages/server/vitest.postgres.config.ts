import { boxProject } from '../../vitest.shared';

// The same API suite against the PostgreSQL server named by DATABASE_URL (vitest.config.ts adds this
// project only when DATABASE_URL is set).
export default boxProject('server-postgres', 'node', {
  test: {
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Each file's database is a copy of one migrated once per run (src/test/migrated-database.ts).
    globalSetup: ['src/test/migrated-database.ts'],
    env: { BOX_TEST_BACKEND: 'postgres' },
  },
});

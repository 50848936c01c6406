import { boxProject } from '../../vitest.shared';

// The same API suite against the PostgreSQL server named by DATABASE_URL (vitest.config.ts adds this
// project only when DATABASE_URL is set).
export default boxProject('server-postgres', 'node', {
  test: { testTimeout: 30_000, hookTimeout: 120_000, env: { BOX_TEST_BACKEND: 'postgres' } },
});

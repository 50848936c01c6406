import { boxProject } from '../../vitest.shared';

/**
 * The API suite's project, against one database backend (src/test/harness.ts reads BOX_TEST_BACKEND): the
 * embedded PGlite (vitest.config.ts) or the PostgreSQL server named by DATABASE_URL (vitest.postgres.config.ts).
 */
export function apiSuite(name: string, backend: 'pglite' | 'postgres') {
  return boxProject(name, 'node', {
    test: {
      // Child processes: without isolation (vitest.shared.ts), worker threads took 270 s wall against ~80 s.
      pool: 'forks',
      // Requests go through a real PostgreSQL: on a busy machine a test of many logins takes seconds.
      testTimeout: 30_000,
      hookTimeout: 120_000,
      // Each file's database is a copy of a template made once per run (src/test/template-databases.ts).
      globalSetup: ['src/test/template-databases.ts'],
      env: { BOX_TEST_BACKEND: backend },
    },
  });
}

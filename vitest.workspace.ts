// Read by Vitest 3.2: one test project per package plus the host, and one more for a package's files that need a
// worker of their own (vitest.shared.ts: `*.isolated.test`); the server's API suite runs a second time against a real PostgreSQL server when
// DATABASE_URL names one (.ci/run sets it when 127.0.0.1:5432 answers).
export default [
  'packages/*/vitest.config.ts',
  'packages/*/vitest.isolated.config.ts',
  'host/vitest.config.ts',
  'host/vitest.isolated.config.ts',
  'scripts/vitest.config.ts',
  ...(process.env.DATABASE_URL ? ['packages/server/vitest.postgres.config.ts'] : []),
];

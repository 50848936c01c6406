import { boxProject } from '../../vitest.shared';

// Requests go through a real (embedded) PostgreSQL: on a busy machine a test of many logins takes seconds.
export default boxProject('server', 'node', {
  test: { testTimeout: 30_000, hookTimeout: 120_000, env: { BOX_TEST_BACKEND: 'pglite' } },
});

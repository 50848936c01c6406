import { apiSuite } from './vitest.api-suite';

// The API suite against the embedded PostgreSQL (PGlite).
export default apiSuite('server', 'pglite');

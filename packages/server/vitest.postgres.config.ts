import { apiSuite } from './vitest.api-suite';

// The same API suite against the PostgreSQL server named by DATABASE_URL (vitest.workspace.ts adds this
// project only when DATABASE_URL is set).
export default apiSuite('server-postgres', 'postgres');

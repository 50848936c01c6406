import { defineConfig } from 'drizzle-kit';

// One migration history for PGlite and PostgreSQL: `pnpm --filter @box/server db:generate` after a schema change.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});

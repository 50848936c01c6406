import { integer, pgTable } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * One row when the demo data exists: when it was made, and the moment its relative timestamps are anchored to
 * (moved forward on start when older than 12 h, so the 72-hour monitoring window stays populated).
 */
export const demoSeed = pgTable('demo_seed', {
  id: integer('id').primaryKey(),
  seededAt: instant('seeded_at').notNull(),
  anchoredAt: instant('anchored_at').notNull(),
});

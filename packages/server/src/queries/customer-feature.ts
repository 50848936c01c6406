import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../db/database';
import { queryRows } from '../db/rows';

/**
 * Whether a customer has a feature flag, granted as a customer feature or as an active experiment of that
 * name (the same two sources /me merges into `features`).
 */
export async function customerHasFeature(
  db: Database,
  customerId: number,
  feature: string,
): Promise<boolean> {
  const [row] = await queryRows(
    db,
    sql`SELECT EXISTS (
          SELECT 1 FROM customer_features WHERE customer_id = ${customerId} AND feature = ${feature}
        ) OR EXISTS (
          SELECT 1 FROM customer_experiments ce JOIN experiments e ON e.id = ce.experiment_id
          WHERE ce.customer_id = ${customerId} AND e.active AND e.name = ${feature}
        ) AS enabled`,
    v.object({ enabled: v.boolean() }),
  );
  return row?.enabled === true;
}

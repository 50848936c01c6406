import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { customerExperiments, customerFeatures, experiments } from '../db/schema/index';

/** Names of the active experiments switched on for a customer. */
export async function activeExperimentNames(db: Database, customerId: number): Promise<string[]> {
  const rows = await db
    .select({ name: experiments.name })
    .from(customerExperiments)
    .innerJoin(experiments, eq(experiments.id, customerExperiments.experimentId))
    .where(and(eq(customerExperiments.customerId, customerId), eq(experiments.active, true)))
    .orderBy(asc(experiments.name));
  return rows.map((r) => r.name);
}

export async function customerFeatureNames(db: Database, customerId: number): Promise<string[]> {
  const rows = await db
    .select({ feature: customerFeatures.feature })
    .from(customerFeatures)
    .where(eq(customerFeatures.customerId, customerId))
    .orderBy(asc(customerFeatures.feature));
  return rows.map((r) => r.feature);
}

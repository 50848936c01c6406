import type { CurrentUser } from '@box/core/schemas';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { customers, users } from '../db/schema/index';
import { accountFlags } from '../domain/account-flags';
import { activeExperimentNames, customerFeatureNames } from './experiments';

/** GET /me: the person, their organization, features (customer's + active experiments) and banner flags. */
export async function loadCurrentUser(db: Database, userId: number, now: Date): Promise<CurrentUser | null> {
  const [row] = await db
    .select({ user: users, customer: customers })
    .from(users)
    .innerJoin(customers, eq(customers.id, users.customerId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const { user, customer } = row;
  const [features, experimentsOn] = await Promise.all([
    customerFeatureNames(db, customer.id),
    activeExperimentNames(db, customer.id),
  ]);
  return {
    person: {
      id: user.id,
      name: user.name,
      email: user.email,
      emailReports: {
        spotStatusUpdate: user.reportSpotStatusUpdate,
        podFailure: user.reportPodFailure,
        podSuccess: user.reportPodSuccess,
      },
      audienceType: user.audienceType,
      roleId: user.roleId,
    },
    organization: { id: customer.id, name: customer.nickname },
    features: [...new Set([...features, ...experimentsOn])],
    account: accountFlags(customer, now),
  };
}

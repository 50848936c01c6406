import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orders, orderTrackingTokens } from '../db/schema/index';
import { randomToken } from '../security/tokens';

/**
 * The order's live public token (/r/{token}), minted when it has none (orders from before tokens existed, or
 * whose tokens were all revoked). The table has no unique key per order, so concurrent first views serialise on
 * the order's row: the second one finds the token the first one wrote and both answer the same link.
 */
export async function ensureOrderTrackingToken(db: Database, orderId: number, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
    const [live] = await tx
      .select({ token: orderTrackingTokens.token })
      .from(orderTrackingTokens)
      .where(and(eq(orderTrackingTokens.orderId, orderId), isNull(orderTrackingTokens.revokedAt)))
      .orderBy(asc(orderTrackingTokens.createdAt), asc(orderTrackingTokens.token))
      .limit(1);
    if (live) return live.token;
    // 32 random bytes (256 bits), base64url: nobody can guess or derive it.
    const token = randomToken();
    await tx.insert(orderTrackingTokens).values({ token, orderId, createdAt: now });
    return token;
  });
}

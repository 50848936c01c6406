import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { demoSeed } from '../db/schema/index';
import { buildDemoData } from './build-demo';
import { ensureDemoSefaz } from './demo-sefaz';
import { insertDemoData } from './insert';
import { shiftDemoTimestamps } from './shift';

/** Demo data older than this is moved forward on start. */
export const DEMO_SHIFT_AFTER_MS = 12 * 60 * 60 * 1000;
// Any constant: two replicas starting together must not both seed.
const SEED_LOCK = 727_001;

export type DemoOutcome = 'seeded' | 'shifted' | 'current';

export interface DemoOptions {
  now: Date;
  /** TEST ONLY: cheaper password hashes. */
  testOnlyScryptLogN?: number;
  /** The server's BOX_CERTIFICATE_KEY: seals the demo shipper's throw-away A1 certificate (seed/demo-sefaz.ts). */
  certificateKey?: Uint8Array | null;
}

/**
 * Demo mode on start: seed once (relative to now); afterwards, when the data is older than 12 h, shift it
 * forward by the elapsed time. Never called in production mode.
 */
export async function ensureDemoData(
  db: Database,
  { now, testOnlyScryptLogN, certificateKey }: DemoOptions,
): Promise<DemoOutcome> {
  const outcome = await db.transaction(async (tx): Promise<DemoOutcome> => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    const [seed] = await tx.select().from(demoSeed).where(eq(demoSeed.id, 1));
    if (!seed) {
      await insertDemoData(tx, buildDemoData({ now }), testOnlyScryptLogN);
      await tx.insert(demoSeed).values({ id: 1, seededAt: now, anchoredAt: now });
      return 'seeded';
    }
    const elapsed = now.getTime() - seed.anchoredAt.getTime();
    if (elapsed <= DEMO_SHIFT_AFTER_MS) return 'current';
    await shiftDemoTimestamps(tx, elapsed);
    await tx.update(demoSeed).set({ anchoredAt: now }).where(eq(demoSeed.id, 1));
    return 'shifted';
  });
  // Also for data seeded before the canhoto existed; after the seed's transaction, which holds the lock.
  if (certificateKey) await ensureDemoSefaz(db, certificateKey, now);
  return outcome;
}

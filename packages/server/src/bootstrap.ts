import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { type DemoOutcome, ensureDemoData } from './seed/demo';

/**
 * What start-up does to the data: demo mode seeds (or freshens) the demo; production mode never creates demo
 * accounts or orders.
 */
export async function prepareData(
  db: Database,
  config: Pick<ServerConfig, 'mode' | 'testOnlyScryptLogN'> & Partial<Pick<ServerConfig, 'certificateKey'>>,
  now: Date,
): Promise<DemoOutcome | 'production'> {
  if (config.mode !== 'demo') return 'production';
  return ensureDemoData(db, {
    now,
    certificateKey: config.certificateKey ?? null,
    ...(config.testOnlyScryptLogN ? { testOnlyScryptLogN: config.testOnlyScryptLogN } : {}),
  });
}

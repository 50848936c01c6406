import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { WhatsAppMode } from '../config';
import type { Database } from '../db/database';
import { queryRows } from '../db/rows';
import { logger } from '../log/logger';
import { deliverOutbox, type MailTransport } from '../mail/smtp';
import { randomToken } from '../security/tokens';
import { createRng, type Rng } from '../seed/prng';
import { type Leadership, leadershipFor } from './leader';
import { type StepReport, step } from './step';

/**
 * Any constant, distinct from the seed's: only one replica runs a tick at a time. The runner ticks only while
 * it leads (leader.ts); this lock still keeps a tick of a leader that just lost the lead from overlapping the
 * next leader's first one.
 */
export const SIMULATOR_LOCK = 727_002;

export interface TickOptions {
  now: Date;
  speed: number;
  origin: string;
  rng: Rng;
  token?: () => string;
  failureRate?: number;
  whatsappMode?: WhatsAppMode;
}

/**
 * One tick under the cluster-wide lock: a transaction that takes `pg_try_advisory_xact_lock` first. Another
 * replica's tick in progress → 'busy' and nothing is done. The lock ends with the transaction, so a replica that
 * dies mid-tick never keeps it, and a tick's changes and e-mails commit together or not at all.
 */
export async function tick(db: Database, options: TickOptions): Promise<StepReport | 'busy'> {
  return db.transaction(async (tx) => {
    const [lock] = await queryRows(
      tx,
      sql`SELECT pg_try_advisory_xact_lock(${SIMULATOR_LOCK}) AS locked`,
      v.object({ locked: v.boolean() }),
    );
    if (!lock?.locked) return 'busy' as const;
    return step(tx, { ...options, token: options.token ?? (() => randomToken()) });
  });
}

export interface RunnerOptions {
  db: Database;
  /** Move orders (BOX_SIMULATOR); when false the runner only delivers mail. */
  simulate: boolean;
  speed: number;
  origin: string;
  intervalMs?: number;
  /** BOX_SMTP_URL's transport: undelivered outbox rows are (re)sent after each tick. */
  mail?: { transport: MailTransport; from: string } | null;
  clock?: () => Date;
  /** Where a failed round is reported; the server's logger by default. */
  log?: (message: string, error: unknown) => void;
  /** Who moves the orders when several runners share the database; by default one leader per database. */
  leadership?: Leadership;
  /** Told of each tick this runner ran (tests count them). */
  onTick?: (report: StepReport) => void;
  /** BOX_WHATSAPP_MODE, for the delivery outcomes the ticks queue. */
  whatsappMode?: WhatsAppMode;
}

export interface Runner {
  /** Resolves when the tick in progress (if any) has ended. */
  stop(): Promise<void>;
}

/**
 * Calls `tick` (and the mail delivery) every few seconds until stopped. Ticks never overlap, and only the
 * runner that leads on the database ticks: the others retry for the lead each round and take over when the
 * leader stops or dies, so orders move at the same pace whatever the number of replicas.
 */
export function startRunner(options: RunnerOptions): Runner {
  const {
    db,
    intervalMs = 2_000,
    clock = () => new Date(),
    log = (message, error) => logger.error({ err: error }, message),
  } = options;
  const rng = createRng(Date.now() >>> 0);
  const leadership = options.leadership ?? leadershipFor(db);
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();

  const once = async () => {
    try {
      if (options.simulate && (await leadership.tryLead())) {
        const report = await tick(db, {
          now: clock(),
          speed: options.speed,
          origin: options.origin,
          rng,
          whatsappMode: options.whatsappMode,
        });
        if (report !== 'busy') options.onTick?.(report);
      }
      if (options.mail) {
        await deliverOutbox(db, options.mail.transport, options.mail.from, { now: clock() });
      }
    } catch (error) {
      // A failed tick is retried at the next one; the server keeps serving.
      log('simulator round failed', error);
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = once().then(schedule);
    }, intervalMs);
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      await leadership.release();
    },
  };
}

import type { Database } from '../db/database';
import { outboxMailer } from '../mail/mailer';
import { type StatusNotice, sendStatusMails } from '../mail/status-mails';
import { emitSimulatorWebhooks } from '../webhooks/events';
import { enqueueDeliveryOutcome } from '../whatsapp/enqueue';
import { advanceOpenOrders } from './advance';
import { allocateDueOrders } from './allocate';
import type { SimulatorEvent } from './events';
import type { StepOptions } from './settings';

export interface StepReport {
  events: SimulatorEvent[];
  /** Status e-mails queued in mail_outbox. */
  mails: number;
}

/**
 * One tick of the simulator at `options.now`: allocate due orders, move drivers, finish stops and orders, then
 * queue the status e-mails and webhooks. Deterministic for a given database, clock and RNG; call it inside a
 * transaction so a tick applies whole, webhooks included (the runner does).
 */
export async function step(db: Database, options: StepOptions): Promise<StepReport> {
  const events = [...(await allocateDueOrders(db, options)), ...(await advanceOpenOrders(db, options))];
  const notices = events.filter(
    (e): e is StatusNotice & SimulatorEvent => e.kind === 'status' || e.kind === 'proof',
  );
  await emitSimulatorWebhooks(db, events, options);
  const mails = await sendStatusMails(
    db,
    outboxMailer(db, () => options.now),
    notices,
    options.origin,
  );
  for (const notice of notices) {
    if (notice.kind === 'proof') {
      await enqueueDeliveryOutcome(
        db,
        options.whatsappMode ?? 'off',
        notice.podId,
        notice.success,
        options.now,
      );
    }
  }
  return { events, mails };
}

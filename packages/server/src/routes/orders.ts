import { hoursBefore } from '@box/core/rules';
import { OrdersStatusQuery } from '@box/core/schemas';
import { Hono } from 'hono';
import type { Database } from '../db/database';
import { writeCounterOf } from '../db/open';
import { requireAccess, sessionOf } from '../http/access';
import { SharedJson, sendSharedJson } from '../http/compression';
import type { AppEnv } from '../http/env';
import { KeptAnswers } from '../http/kept-answers';
import { validQuery } from '../http/validate';
import { monitoringOrdersJson } from '../queries/orders-status';

/**
 * How long a monitoring answer is reused while none of the tables it is built from is written. The embedded
 * database answers one query at a time (tens of milliseconds for a large shipper): a dozen colleagues and tabs
 * refreshing would otherwise queue behind each other (issue 19, `pnpm bench api`). The limit bounds how far the
 * 72-hour window has moved under a kept answer.
 */
export const ORDERS_STATUS_MAX_AGE_MS = 10_000;
/** What the monitoring answer reads (queries/orders-status.ts). */
const ANSWER_TABLES = ['orders', 'stops', 'users', 'drivers'] as const;

const answersOf = new WeakMap<Database, KeptAnswers<SharedJson>>();

/**
 * The monitoring answers of one database, shared by every app over it. On PostgreSQL none is kept (another
 * process may have written): requests of one customer that overlap share one query and one compressed answer.
 */
function ordersStatusAnswers(db: Database): KeptAnswers<SharedJson> {
  let answers = answersOf.get(db);
  if (!answers) {
    const writes = writeCounterOf(db);
    answers = new KeptAnswers<SharedJson>(
      () => writes?.stamp(ANSWER_TABLES) ?? null,
      ORDERS_STATUS_MAX_AGE_MS,
    );
    answersOf.set(db, answers);
  }
  return answers;
}

/** /jade/api/orders/* */
export const orderRoutes = new Hono<AppEnv>().get(
  '/orders/status',
  requireAccess('customer', 'orders:read'),
  validQuery(OrdersStatusQuery),
  async (c) => {
    const { db, clock } = c.get('deps');
    const query = c.req.valid('query');
    const customerId = sessionOf(c).customerId;
    const now = clock();
    // The window moves with the clock: an answer is never reused for a clock more than the maximum age away.
    const slot = Math.floor(now.getTime() / ORDERS_STATUS_MAX_AGE_MS);
    const answer = await ordersStatusAnswers(db).get(`${customerId} ${query.since} ${slot}`, async () => {
      const orders = await monitoringOrdersJson(db, customerId, hoursBefore(now, query.since));
      // core's OrdersStatusResponse, written around the JSON the database built.
      return new SharedJson(`{"orders":${orders}}`);
    });
    return sendSharedJson(c, answer);
  },
);

import { businessInstant, businessWallClock } from '@box/core/format';
import type { OrderStatus } from '@box/core/schemas';
import type { OrderPlan } from './build-orders';
import type { Rng } from './prng';

const MIN = 60_000;
const HOUR = 60 * MIN;
const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);
const later = (date: Date, ms: number) => new Date(date.getTime() + ms);

/**
 * Orders of the last 72 hours, in every status: immediate ones (no schedule), scheduled ones, delayed ones
 * (CREATED/ALLOCATED whose schedule has passed), some with failed services. `scale` 1 gives 40 orders.
 */
export function windowPlans(rng: Rng, now: Date, scale = 1): OrderPlan[] {
  const count = (n: number) => Math.max(1, Math.round(n * scale));
  const plans: OrderPlan[] = [];
  const add = (
    status: OrderStatus,
    createdAt: Date,
    scheduledFor: Date | null,
    extra: Partial<OrderPlan> = {},
  ) => plans.push({ status, createdAt, scheduledFor, failures: 0, live: true, ...extra });

  for (const status of ['CREATED', 'ALLOCATED'] as const) {
    const n = count(status === 'CREATED' ? 9 : 8);
    for (let i = 0; i < n; i++) {
      const kind = i % 3;
      if (kind === 0) {
        // Immediate: asked a few minutes ago, no schedule.
        add(status, ago(now, rng.int(5, 50) * MIN), null);
      } else if (kind === 1) {
        // Scheduled ahead.
        const createdAt = ago(now, rng.int(1, 40) * HOUR);
        add(status, createdAt, later(now, rng.int(1, 48) * HOUR));
      } else {
        // Delayed: the schedule has passed and nobody started it.
        const scheduledFor = ago(now, rng.int(10, 300) * MIN);
        add(status, ago(scheduledFor, rng.int(1, 24) * HOUR), scheduledFor);
      }
    }
  }
  for (let i = 0; i < count(9); i++) {
    const createdAt = ago(now, rng.int(90, 720) * MIN);
    const scheduledFor = i % 2 === 0 ? null : later(createdAt, rng.int(45, 60) * MIN);
    add('IN_PROGRESS', createdAt, scheduledFor, { failures: i % 4 === 1 ? 1 : 0 });
  }
  for (let i = 0; i < count(9); i++) {
    const createdAt = ago(now, rng.int(8, 70) * HOUR);
    const scheduledFor = i % 3 === 0 ? null : later(createdAt, rng.int(45, 120) * MIN);
    add('FINISHED', createdAt, scheduledFor, { failures: i % 3 === 1 ? 1 : 0 });
  }
  for (let i = 0; i < count(5); i++) {
    const createdAt = ago(now, rng.int(2, 70) * HOUR);
    add('CANCELED', createdAt, i % 2 === 0 ? null : later(createdAt, 3 * HOUR), {
      canceledAt: later(createdAt, rng.int(10, 90) * MIN),
    });
  }
  return plans;
}

/**
 * Closed orders (finished or canceled) spread over each of the last 6 months, for the billing statement.
 * They end at least 4 days ago, so none of them shows in the 72-hour monitoring window.
 */
export function historyPlans(rng: Rng, now: Date, perMonth = 12): OrderPlan[] {
  const plans: OrderPlan[] = [];
  const end = ago(now, 4 * 24 * HOUR).getTime();
  const today = businessWallClock(now);
  if (!today) throw new RangeError('historyPlans: an invalid now');
  // São Paulo midnight of the 1st of the month `back` months before now's (months below 1 roll into past years).
  const monthStart = (back: number) =>
    businessInstant({
      year: today.year,
      month: today.month - back,
      day: 1,
      hour: 0,
      minute: 0,
      second: 0,
    }).getTime();
  for (let m = 0; m < 6; m++) {
    const from = monthStart(m);
    const to = Math.min(monthStart(m - 1), end) - 8 * HOUR;
    if (to <= from) continue;
    for (let i = 0; i < perMonth; i++) {
      const createdAt = new Date(from + rng.next() * (to - from));
      // The month's first order is a finished one with an OTHER charge, so every month shows one.
      const canceled = i !== 0 && rng.chance(0.2);
      const scheduledFor = rng.chance(0.6) ? null : later(createdAt, rng.int(1, 3) * HOUR);
      plans.push({
        status: canceled ? 'CANCELED' : 'FINISHED',
        createdAt,
        scheduledFor,
        failures: !canceled && rng.chance(0.15) ? 1 : 0,
        live: false,
        withOtherCharge: i === 0,
        ...(canceled ? { canceledAt: later(createdAt, rng.int(10, 120) * MIN) } : {}),
      });
    }
  }
  return plans;
}

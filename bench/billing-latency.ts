// The billing statement's server calls for a month holding 10,000 orders of one customer, on the embedded
// PGlite and on a PostgreSQL server: the real server process over loopback, a demo shipper signed in.
// - `summary` and `details`: latency alone (the service time of one answer) and under 10 concurrent requests
//   (a finance team switching months at once), with the answer's bytes;
// - `download`: the XLSX of that month, time to its last byte (p50 over several runs) and its bytes.
// Alone and for the sheet, `serverCpuMsPerRequest` is the server process's CPU time per request: on a shared
// machine the latency also counts the time waiting for a CPU, which `loadAverage` hints at.
import { loadavg } from 'node:os';
import { openDatabase, prepareData, readConfig, seedBulkOrders } from '@box/server';
import { startProduct } from '../e2e/support/product';
import { signIn } from './api-latency';
import { onEachDatabase } from './databases';
import { type LatencyFigures, measure } from './load';
import { serverCpuMs } from './server-cpu';

/** The month's orders of the measured shipper (ana, 3154). */
export const MONTH_ORDERS = 10_000;
/** Another shipper's year around them (duda, 5100), so the month is read out of a table it shares. */
const BACKGROUND: [customerId: number, orders: number][] = [[5100, 20_000]];
const SHIPPER = { email: 'ana@mercado.example', password: 'mercado-2026', customerId: 3154 };
const CONCURRENCY = 10;
const DOWNLOAD_RUNS = 10;

/** The last closed month in São Paulo (the one before today's): 'YYYY-MM-DD' first and last days. */
export function lastClosedMonth(now = new Date()): { from: string; to: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

/**
 * Moves the bulk orders `firstId`..`lastId` into the month (closing moments spread evenly over it, São Paulo
 * days, creation 3 h before), then makes their money realistic: a third get charges (a toll; every other one
 * waiting time; every fifth an OTHER charge with its own description; a canceled one its cancellation fee
 * instead), and every one its taxes by type (PIS/COFINS and ISS or ICMS) with net = freight + charges,
 * total_taxes = the sum of its taxes and gross = net + taxes, as the demo data keeps them.
 */
async function moveIntoMonth(db: Db, firstId: number, lastId: number, month: { from: string; to: string }) {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  checkRange(firstId, lastId);
  if (!day.test(month.from) || !day.test(month.to)) throw new Error('moveIntoMonth: bad month');
  // Plain SQL text (the bench has no drizzle of its own): only integers and checked dates are spliced in.
  const span = `o.id BETWEEN ${firstId} AND ${lastId}`;
  const count = lastId - firstId + 1;
  await db.execute(`
    UPDATE orders o SET
      status_updated_at = t.closed,
      created_at = t.closed - interval '3 hours',
      finished_at = CASE WHEN o.status = 'FINISHED' THEN t.closed END,
      canceled_at = CASE WHEN o.status = 'CANCELED' THEN t.closed END,
      invoice_date = (t.closed AT TIME ZONE 'America/Sao_Paulo')::date
    FROM (
      SELECT id, start + (id - ${firstId}) * ((finish - start) / ${count}.0) AS closed
      FROM orders,
        LATERAL (SELECT ('${month.from}'::date::timestamp AT TIME ZONE 'America/Sao_Paulo') AS start,
          (('${month.to}'::date + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo') AS finish) AS bounds
      WHERE id BETWEEN ${firstId} AND ${lastId}
    ) AS t
    WHERE o.id = t.id`);
  await db.execute(`
    UPDATE stops s SET status_updated_at = o.status_updated_at, finished_at = o.finished_at
    FROM orders o WHERE s.order_id = o.id AND ${span}`);
  await db.execute(`
    INSERT INTO charges (order_id, type_code, description, price, notes, created_at)
    SELECT o.id, c.type_code, c.description, c.price, c.notes, o.status_updated_at
    FROM orders o, LATERAL (VALUES
        (o.status = 'CANCELED', 111, NULL, round(o.freight_price * 0.3, 2), 'Cancelado após a alocação'),
        (o.status = 'FINISHED', 104, NULL, round((6 + o.id % 23)::numeric, 2), NULL),
        (o.status = 'FINISHED' AND o.id % 2 = 0, 101, NULL, round((o.id % 40) * 0.9, 2), '30 min'),
        (o.status = 'FINISHED' AND o.id % 5 = 0, 99, 'Taxa de estacionamento', 12.5, NULL)
      ) AS c(wanted, type_code, description, price, notes)
    WHERE ${span} AND (o.id - ${firstId}) % 3 = 0 AND c.wanted`);
  await db.execute(`
    UPDATE orders o SET net_price = o.freight_price + c.total
    FROM (SELECT order_id, sum(price) AS total FROM charges GROUP BY order_id) AS c
    WHERE c.order_id = o.id AND ${span}`);
  await db.execute(`
    INSERT INTO order_taxes (order_id, tax_type, name, value)
    SELECT o.id, t.tax_type, t.name, round(o.net_price * t.rate, 2)
    FROM orders o, LATERAL (VALUES
        (true, 'PIS_COFINS', 'PIS/COFINS', 0.0925),
        (o.id % 2 = 0, 'ISS', 'ISS', 0.05),
        (o.id % 2 = 1, 'ICMS', 'ICMS', 0.12)
      ) AS t(wanted, tax_type, name, rate)
    WHERE ${span} AND t.wanted`);
  await db.execute(`
    UPDATE orders o SET total_taxes = t.total, gross_price = o.net_price + t.total
    FROM (SELECT order_id, sum(value) AS total FROM order_taxes GROUP BY order_id) AS t
    WHERE t.order_id = o.id AND ${span}`);
}

/**
 * Tax rows for bulk orders `firstId`..`lastId` (which have a `total_taxes` but none): PIS/COFINS 9.25 % of the
 * net and ISS the rest, so order_taxes holds the whole history, as it does on a real server, not just the month.
 */
async function addTaxRows(db: Db, firstId: number, lastId: number) {
  checkRange(firstId, lastId);
  await db.execute(`
    INSERT INTO order_taxes (order_id, tax_type, name, value)
    SELECT o.id, t.tax_type, t.name, t.value
    FROM orders o, LATERAL (VALUES
        ('PIS_COFINS', 'PIS/COFINS', round(o.net_price * 0.0925, 2)),
        ('ISS', 'ISS', o.total_taxes - round(o.net_price * 0.0925, 2))
      ) AS t(tax_type, name, value)
    WHERE o.id BETWEEN ${firstId} AND ${lastId}`);
}

function checkRange(firstId: number, lastId: number) {
  if (![firstId, lastId].every(Number.isInteger)) throw new Error('bad order id range');
}

/** Demo data, another shipper's year, and the measured month: returns the ms the bulk part took. */
export async function seedBillingMonth(
  env: Record<string, string>,
  month: { from: string; to: string },
): Promise<number> {
  const config = readConfig({ ...process.env, ...env, BOX_MODE: 'demo' });
  const { db, close } = await openDatabase(config);
  try {
    await prepareData(db, config, new Date());
    const started = performance.now();
    for (const [customerId, count] of BACKGROUND) {
      const background = await seedBulkOrders(db, customerId, count);
      if (background) await addTaxRows(db, background.firstId, background.lastId);
    }
    const range = await seedBulkOrders(db, SHIPPER.customerId, MONTH_ORDERS);
    if (!range) throw new Error('no bulk orders were seeded');
    await moveIntoMonth(db, range.firstId, range.lastId, month);
    // The moves above leave a dead version of every order behind (several for some): clean them and refresh the
    // statistics, as autovacuum would after such a load, so the index walks only the month's live rows.
    for (const table of ['orders', 'stops', 'charges', 'order_taxes'])
      await db.execute(`VACUUM ANALYZE ${table}`);
    return Math.round(performance.now() - started);
  } finally {
    await close();
  }
}

const round = (n: number) => Math.round(n * 10) / 10;

/** `measure`, plus the server's CPU time per request over the run (warm-up included). */
async function measureWithCpu(
  port: string,
  target: string,
  headers: Record<string, string>,
  options: { concurrency: number; total: number; warmup: number },
): Promise<LatencyFigures & { serverCpuMsPerRequest: number | null }> {
  const before = serverCpuMs(port);
  const figures = await measure(target, headers, options);
  const after = serverCpuMs(port);
  const perRequest =
    before === null || after === null ? null : round((after - before) / (options.total + options.warmup));
  return { ...figures, serverCpuMsPerRequest: perRequest };
}

interface CallFigures {
  bytes: number;
  alone: LatencyFigures;
  loaded: LatencyFigures;
}

async function run(env: Record<string, string>) {
  const month = lastClosedMonth();
  const seedMs = await seedBillingMonth(env, month);
  // The demo's order simulator off: a production server has none, and in demo mode its ticks share PGlite's one
  // connection, so they would be measured as the statement's latency (it never touches billed orders anyway).
  const product = await startProduct({ ...env, BOX_SIMULATOR: 'off' });
  try {
    const cookie = await signIn(product.url, SHIPPER.email, SHIPPER.password);
    const api = `${product.url}/jade/api/billing-statement`;
    const port = new URL(product.url).port;
    const period = `from-date=${month.from}&to-date=${month.to}`;
    const get = async (path: string) => {
      const answer = await fetch(`${api}/${path}`, { headers: { cookie } });
      if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
      return answer;
    };
    const orders = ((await (await get(`details?${period}`)).json()) as unknown[]).length;
    // The machine's 1-minute load average when measuring starts: a shared machine's figures read with it.
    const figures: Record<string, unknown> = {
      month,
      orders,
      seedMs,
      simulator: 'off',
      loadAverage: round(loadavg()[0] ?? 0),
    };
    for (const call of ['summary', 'details']) {
      const target = `${api}/${call}?${period}`;
      const bytes = (await (await get(`${call}?${period}`)).arrayBuffer()).byteLength;
      // Alone first (the service time of one answer), then under 10 concurrent requests. 100 requests warm the
      // server up first: it has just started, and its first seconds (JIT, start-up garbage) would show as the p99.
      const alone = await measureWithCpu(
        port,
        target,
        { cookie },
        { concurrency: 1, total: 200, warmup: 100 },
      );
      const loaded = await measure(target, { cookie }, { concurrency: CONCURRENCY, total: 300, warmup: 0 });
      const shape: CallFigures = { bytes, alone, loaded };
      figures[call] = shape;
    }
    // The sheet: the load loop reads each answer to its end, so its times are to the last byte.
    for (const status of ['ALL', 'FINISHED']) {
      const path = `download?${period}&order-status=${status}`;
      const bytes = (await (await get(path)).arrayBuffer()).byteLength;
      const times = await measureWithCpu(
        port,
        `${api}/${path}`,
        { cookie },
        {
          concurrency: 1,
          total: DOWNLOAD_RUNS,
          warmup: 2,
        },
      );
      figures[`download ${status}`] = {
        bytes,
        runs: times.requests,
        p50Ms: times.p50Ms,
        maxMs: times.maxMs,
        serverCpuMsPerRequest: times.serverCpuMsPerRequest,
      };
    }
    return figures;
  } finally {
    await product.stop();
  }
}

export async function benchBillingLatency() {
  return { monthOrders: MONTH_ORDERS, ...(await onEachDatabase(run)) };
}

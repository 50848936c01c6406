// A multi-shipper database for the API benches: many shippers of very different sizes, each with a user signed
// in, open orders of the day and public tracking links, written set-based (seconds for 100,000 orders).
import { createHash, randomBytes } from 'node:crypto';
import { type Database, openDatabase, prepareData, readConfig } from '@box/server';
import pg from 'pg';

/** Ids far above the demo's own customers and users, so the two never meet. */
const FIRST_ID = 100_000;

export interface BenchShipper {
  customerId: number;
  /** Orders of the whole year, and how many the monitoring answer lists (72 h window plus every open one). */
  ordersPerYear: number;
  /** The `Cookie` header of a live session of this shipper's user. */
  cookie: string;
  /** That session's CSRF token, for its write requests (X-CSRF-Token). */
  csrfToken: string;
}

export interface ShipperDay {
  shippers: BenchShipper[];
  /** Public tracking tokens of the most recent orders (open or just delivered), one per order. */
  publicTokens: string[];
  seedMs: number;
}

/**
 * Orders per shipper follow Zipf's law (weight 1/rank), as customers of a carrier do: with 500 shippers and
 * 100,000 orders a year the largest has ~14,700 (~120 in 72 h, the busiest monitoring answer), the median ~150
 * (one or two in 72 h), the smallest a couple. Every order of the last 5 h is still open (in progress), the
 * rest closed as seedBulkOrders' are (90 % finished, 10 % canceled), each with a loading and a delivery stop.
 */
export function zipfCounts(shippers: number, orders: number): number[] {
  const weights = Array.from({ length: shippers }, (_, i) => 1 / (i + 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => Math.max(1, Math.round((orders * w) / sum)));
}

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

export async function seedShipperDay(
  db: Database,
  { shippers, orders, publicTokens }: { shippers: number; orders: number; publicTokens: number },
): Promise<ShipperDay> {
  const started = performance.now();
  const counts = zipfCounts(shippers, orders);
  const now = new Date().toISOString();
  const ids = counts.map((_, i) => FIRST_ID + i);
  const values = counts.map((n, i) => `(${ids[i]}, ${n})`).join(', ');
  await db.execute(`
    INSERT INTO customers (id, razao_social, nickname, cnpj)
    SELECT id, 'Embarcador ' || id || ' Ltda', 'Embarcador ' || id, NULL
    FROM unnest(ARRAY[${ids.join(',')}]) AS id`);
  // One user per shipper, with the role a demo shipper's user has. No usable password: sessions are minted.
  await db.execute(`
    INSERT INTO users (id, customer_id, name, email, role_id, password_hash)
    SELECT id, id, 'Usuária ' || id || ' Conceição', 'bench-' || id || '@embarcador.example',
      (SELECT role_id FROM users WHERE email = 'ana@mercado.example'), 'scrypt$bench$unusable'
    FROM unnest(ARRAY[${ids.join(',')}]) AS id`);
  await db.execute(`
    WITH plan(customer_id, n) AS (VALUES ${values}),
    series AS (
      SELECT p.customer_id, g, p.n,
        '${now}'::timestamptz - (g * (365 * 24 * 3600 * 1000.0 / p.n)) * interval '1 millisecond'
          + (p.customer_id % 97) * interval '1 minute' AS created,
        round((25 + (g * 37 + p.customer_id) % 400)::numeric, 2) AS price
      FROM plan p CROSS JOIN LATERAL generate_series(1, p.n) AS g
    ),
    new_orders AS (
      INSERT INTO orders (
        customer_id, requester_id, external_id, status, service_type, vehicle_type,
        freight_price, net_price, total_taxes, gross_price, distance_km,
        created_at, scheduled_for, status_updated_at, finished_at, canceled_at, invoice_date
      )
      SELECT customer_id, customer_id, CASE WHEN g % 3 = 0 THEN 'PED-' || customer_id || '-' || g END,
        CASE WHEN created > '${now}'::timestamptz - interval '5 hours' THEN 'IN_PROGRESS'
          WHEN g % 10 = 0 THEN 'CANCELED' ELSE 'FINISHED' END,
        'DELIVERY', (ARRAY['MOTO', 'PASSEIO', 'FIORINO', 'VAN', 'HR'])[1 + g % 5],
        price, price, round(price * 0.1425, 2), round(price * 1.1425, 2), round((5 + g % 40)::numeric, 2),
        created, NULL, created + interval '1 hour',
        CASE WHEN created <= '${now}'::timestamptz - interval '5 hours' AND g % 10 <> 0 THEN created + interval '3 hours' END,
        CASE WHEN created <= '${now}'::timestamptz - interval '5 hours' AND g % 10 = 0 THEN created + interval '3 hours' END,
        ((created + interval '3 hours') AT TIME ZONE 'America/Sao_Paulo')::date
      FROM series
      RETURNING id, status, finished_at, canceled_at
    )
    INSERT INTO stops (
      order_id, position, task_type, status, thoroughfare, number, neighborhood, locality, state, postal_code,
      latitude, longitude, status_updated_at, finished_at
    )
    SELECT o.id, p.position, CASE WHEN p.position = 0 THEN 'LOADING' ELSE 'DELIVERY' END,
      CASE WHEN o.status = 'FINISHED' OR (o.status = 'IN_PROGRESS' AND p.position = 0) THEN 'FINISHED'
        ELSE 'PENDING' END,
      CASE WHEN p.position = 0 THEN 'Avenida Marquês de São Vicente' ELSE 'Rua Augusta' END,
      CASE WHEN p.position = 0 THEN '2000' ELSE (100 + o.id % 900)::text END,
      CASE WHEN p.position = 0 THEN 'Barra Funda' ELSE 'Consolação' END, 'São Paulo', 'SP',
      CASE WHEN p.position = 0 THEN '01139002' ELSE '01305000' END,
      CASE WHEN p.position = 0 THEN -23.519 ELSE -23.55 + (o.id % 100) * 0.0002 END,
      CASE WHEN p.position = 0 THEN -46.67 ELSE -46.65 - (o.id % 100) * 0.0002 END,
      coalesce(o.finished_at, o.canceled_at), o.finished_at
    FROM new_orders o CROSS JOIN (VALUES (0), (1)) AS p(position)`);
  await db.execute('ANALYZE');

  // Sessions minted as the login does (the row holds the cookie's SHA-256): 500 form logins would measure
  // scrypt and the login throttle, not the API.
  const tokens = ids.map(() => randomBytes(32).toString('base64url'));
  const csrfTokens = ids.map(() => randomBytes(16).toString('hex'));
  const sessionRows = ids
    .map(
      (id, i) => `('${sha256Hex(tokens[i]!)}', ${id}, '${csrfTokens[i]}', '${now}', '${now}', '127.0.0.1')`,
    )
    .join(', ');
  await db.execute(
    `INSERT INTO sessions (id, user_id, csrf_token, created_at, last_seen_at, ip) VALUES ${sessionRows}`,
  );

  // One public link per order of the last hours, newest first, as the share button mints them: the recipients
  // of today's orders (open or just delivered) are the ones with a tracking page open.
  const open = (await db.execute(`
    SELECT id FROM orders WHERE customer_id >= ${FIRST_ID}
    ORDER BY created_at DESC LIMIT ${publicTokens}`)) as unknown as { rows: { id: number }[] };
  const links = open.rows.map(() => randomBytes(32).toString('base64url'));
  if (links.length > 0) {
    const linkRows = open.rows.map((r, i) => `('${links[i]}', ${r.id}, '${now}')`).join(', ');
    await db.execute(`INSERT INTO order_tracking_tokens (token, order_id, created_at) VALUES ${linkRows}`);
  }
  return {
    shippers: ids.map((customerId, i) => ({
      customerId,
      ordersPerYear: counts[i]!,
      cookie: `box_session=${tokens[i]}`,
      csrfToken: csrfTokens[i]!,
    })),
    publicTokens: links,
    seedMs: Math.round(performance.now() - started),
  };
}

/** The real-day database of a bench: the demo's data (prepared as the server would), then the shippers'. */
export async function prepareShipperDay(
  env: Record<string, string>,
  size = { shippers: 500, orders: 100_000, publicTokens: 500 },
): Promise<ShipperDay> {
  const config = readConfig({ ...process.env, ...env, BOX_MODE: 'demo' });
  const { db, close } = await openDatabase(config);
  try {
    await prepareData(db, config, new Date());
    return await seedShipperDay(db, size);
  } finally {
    await close();
  }
}

/**
 * A day's pace of writes that change what monitoring shows: about 35 orders under way at once at 100,000 orders
 * a year, each announcing its driver's position every ~10 s (migration 0004 notifies the customer of an order
 * whose driver moves), plus the status changes. Each write forgets its shipper's kept answers.
 */
export const DAY_WRITES_PER_S = 4;

export interface DayWriteFigures {
  writesPerS: number;
  writes: number;
  failed: number;
  how: string;
}

/** A fixed-seed generator (mulberry32): the same shippers are written in every run. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Writes going on while a bench measures, `perS` a second, each to one shipper picked by its size (a shipper
 * with twice the orders is written twice as often), so no kept answer lives longer than its shipper's data
 * stays unchanged. On PostgreSQL: an UPDATE of the shipper's newest order straight in the database, as the
 * simulator or another server process writes (its trigger announces it to every server). On PGlite, which one
 * process owns: a write request of the shipper's user through the API (PATCH /users/{id}, its e-mail
 * preferences), which forgets that shipper's answers in the same way.
 */
export function startDayWrites(
  target: { databaseUrl: string } | { apiUrl: string },
  shippers: readonly BenchShipper[],
  perS = DAY_WRITES_PER_S,
): { stop(): Promise<DayWriteFigures> } {
  const random = seeded(19);
  const total = shippers.reduce((sum, s) => sum + s.ordersPerYear, 0);
  const pick = (): BenchShipper => {
    let left = random() * total;
    for (const shipper of shippers) {
      left -= shipper.ordersPerYear;
      if (left < 0) return shipper;
    }
    return shippers[shippers.length - 1]!;
  };
  let writes = 0;
  let failed = 0;
  const inFlight = new Set<Promise<void>>();
  // A pool, as writes may overlap when the database is slow: each waits for a connection of its own.
  const client =
    'databaseUrl' in target ? new pg.Pool({ connectionString: target.databaseUrl, max: 2 }) : null;
  const write = async (shipper: BenchShipper): Promise<void> => {
    if (client) {
      await client.query(
        'UPDATE orders SET status_updated_at = now() WHERE id = (SELECT max(id) FROM orders WHERE customer_id = $1)',
        [shipper.customerId],
      );
      return;
    }
    const { apiUrl } = target as { apiUrl: string };
    const answer = await fetch(`${apiUrl}/jade/api/users/${shipper.customerId}`, {
      method: 'PATCH',
      headers: {
        cookie: shipper.cookie,
        origin: apiUrl,
        'x-csrf-token': shipper.csrfToken,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        emailReports: { spotStatusUpdate: writes % 2 === 0, podSuccess: true, podFailure: true },
      }),
    });
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`write: ${answer.status}`);
  };
  const timer = setInterval(() => {
    const done = write(pick()).then(
      () => {
        writes += 1;
      },
      () => {
        failed += 1;
      },
    );
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
  }, 1000 / perS);
  let stopped: Promise<DayWriteFigures> | null = null;
  const stop = async (): Promise<DayWriteFigures> => {
    clearInterval(timer);
    await Promise.all(inFlight);
    await client?.end();
    return {
      writesPerS: perS,
      writes,
      failed,
      how: client
        ? "UPDATE of the shipper's newest order in the database (announced by its trigger)"
        : "PATCH /users/{id} by the shipper's user (a write request of that shipper)",
    };
  };
  // Idempotent: the bench stops it after its last figure, and again on its way out after a failure.
  return { stop: () => (stopped ??= stop()) };
}

import { asc, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../db/database';
import { queryRows } from '../db/rows';
import { users } from '../db/schema/index';

export interface BulkOptions {
  /** The bulk orders are spread over the year before this moment. Default: now. */
  now?: Date;
}

/**
 * For benchmarks: `count` closed orders (90 % finished, 10 % canceled) for one customer, spread evenly over
 * the last 365 days (so about 0.8 % fall in the 72-hour window), each with a loading stop and a delivery stop.
 * Set-based inserts with generate_series: 100,000 orders take seconds, not minutes.
 */
export async function seedBulkOrders(
  db: Database,
  customerId: number,
  count: number,
  { now = new Date() }: BulkOptions = {},
): Promise<{ firstId: number; lastId: number } | null> {
  if (!Number.isInteger(count) || count <= 0) return null;
  const [requester] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.customerId, customerId))
    .orderBy(asc(users.id))
    .limit(1);
  if (!requester) throw new Error(`seedBulkOrders: customer ${customerId} has no user to request orders`);

  const stepMs = (365 * 24 * 60 * 60 * 1000) / count;
  const [row] = await queryRows(
    db,
    sql`
    WITH new_orders AS (
      INSERT INTO orders (
        customer_id, requester_id, external_id, status, service_type, vehicle_type,
        freight_price, net_price, total_taxes, gross_price, distance_km,
        created_at, scheduled_for, status_updated_at, finished_at, canceled_at, invoice_date
      )
      SELECT
        ${customerId}, ${requester.id},
        CASE WHEN g % 3 = 0 THEN 'BULK-' || g END,
        CASE WHEN g % 10 = 0 THEN 'CANCELED' ELSE 'FINISHED' END,
        'DELIVERY',
        (ARRAY['MOTO', 'PASSEIO', 'FIORINO', 'VAN', 'HR'])[1 + g % 5],
        price, price, round(price * 0.1425, 2), round(price * 1.1425, 2), round((5 + g % 40)::numeric, 2),
        created, NULL, created + interval '3 hours',
        CASE WHEN g % 10 <> 0 THEN created + interval '3 hours' END,
        CASE WHEN g % 10 = 0 THEN created + interval '3 hours' END,
        ((created + interval '3 hours') AT TIME ZONE 'America/Sao_Paulo')::date
      FROM (
        SELECT g,
          ${now.toISOString()}::timestamptz - (g * ${stepMs}::float8) * interval '1 millisecond' - interval '3 hours' AS created,
          round((25 + (g * 37) % 400)::numeric, 2) AS price
        FROM generate_series(1, ${count}) AS g
      ) AS series
      RETURNING id, status, finished_at, canceled_at
    ),
    new_stops AS (
      INSERT INTO stops (
        order_id, position, task_type, status, thoroughfare, number, neighborhood, locality, state, postal_code,
        latitude, longitude, status_updated_at, finished_at
      )
      SELECT o.id, p.position,
        CASE WHEN p.position = 0 THEN 'LOADING' ELSE 'DELIVERY' END,
        CASE WHEN o.status = 'FINISHED' THEN 'FINISHED' ELSE 'PENDING' END,
        CASE WHEN p.position = 0 THEN 'Avenida Marquês de São Vicente' ELSE 'Avenida Paulista' END,
        CASE WHEN p.position = 0 THEN '2000' ELSE (1000 + o.id % 900)::text END,
        CASE WHEN p.position = 0 THEN 'Barra Funda' ELSE 'Bela Vista' END,
        'São Paulo', 'SP',
        CASE WHEN p.position = 0 THEN '01139002' ELSE '01310200' END,
        CASE WHEN p.position = 0 THEN -23.519 ELSE -23.5614 + (o.id % 100) * 0.0001 END,
        CASE WHEN p.position = 0 THEN -46.67 ELSE -46.6559 - (o.id % 100) * 0.0001 END,
        coalesce(o.finished_at, o.canceled_at),
        o.finished_at
      FROM new_orders o CROSS JOIN (VALUES (0), (1)) AS p(position)
      RETURNING 1
    )
    SELECT min(id)::int AS first_id, max(id)::int AS last_id FROM new_orders
  `,
    v.object({ first_id: v.nullable(v.number()), last_id: v.nullable(v.number()) }),
  );
  // Fresh statistics, as autovacuum would give a real server after such a load: the planner's choices for the
  // monitoring query depend on them.
  await db.execute(sql`ANALYZE orders`);
  await db.execute(sql`ANALYZE stops`);
  return row ? { firstId: Number(row.first_id), lastId: Number(row.last_id) } : null;
}

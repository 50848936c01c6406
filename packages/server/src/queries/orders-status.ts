import type { Order, OrderStatus } from '@box/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { queryRows } from '../db/rows';
import { abbreviateName } from '../domain/names';

interface MonitoringRow {
  id: number;
  external_id: string | null;
  status: string;
  status2: string | null;
  vehicle_type: string;
  gross_price: number;
  net_price: number;
  freight_price: number;
  total_taxes: number;
  created_at: string;
  scheduled_for: string | null;
  requester: string;
  driver_name: string | null;
  vehicle_plate: string | null;
  total_stops: number;
  done_stops: number;
  failed_stops: number;
}

// ISO 8601 in UTC, written by PostgreSQL, so no Date is built and printed again per row.
const iso = (column: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * Monitoring rows of one customer: orders created or scheduled since `since`, plus every order still open
 * whatever its age, newest first. The customer id always comes from the session, never from the request.
 *
 * Raw SQL with flat rows because this is the hottest call of the portal (every monitoring view, hundreds of
 * rows): drizzle's nested-selection mapping cost more than the query itself (see `pnpm bench`).
 */
export async function listMonitoringOrders(db: Database, customerId: number, since: Date): Promise<Order[]> {
  const from = since.toISOString();
  // The customer test sits inside each branch so PostgreSQL answers with a BitmapOr over the three
  // (customer, …) indexes; with it outside, the planner walks every order of the customer.
  const rows = await queryRows<MonitoringRow>(
    db,
    sql`
    SELECT o.id, o.external_id, o.status, o.status2, o.vehicle_type,
      o.gross_price::float8 AS gross_price, o.net_price::float8 AS net_price,
      o.freight_price::float8 AS freight_price, o.total_taxes::float8 AS total_taxes,
      ${iso('o.created_at')} AS created_at, ${iso('o.scheduled_for')} AS scheduled_for,
      u.name AS requester,
      CASE WHEN d.id IS NOT NULL THEN d.first_name || ' ' || d.last_name END AS driver_name,
      d.vehicle_plate,
      sc.total AS total_stops, sc.done AS done_stops, sc.failed AS failed_stops
    FROM orders o
    JOIN users u ON u.id = o.requester_id
    LEFT JOIN drivers d ON d.id = o.driver_id
    LEFT JOIN LATERAL (
      SELECT count(*)::int AS total,
        (count(*) FILTER (WHERE s.status <> 'PENDING'))::int AS done,
        (count(*) FILTER (WHERE s.status = 'FAILED'))::int AS failed
      FROM stops s WHERE s.order_id = o.id
    ) sc ON true
    WHERE (o.customer_id = ${customerId} AND o.created_at >= ${from}::timestamptz)
       OR (o.customer_id = ${customerId} AND o.scheduled_for >= ${from}::timestamptz)
       OR (o.customer_id = ${customerId} AND o.status IN ('CREATED', 'ALLOCATED', 'IN_PROGRESS'))
    ORDER BY o.created_at DESC, o.id DESC`,
  );

  return rows.map((row) => ({
    id: row.id,
    externalId: row.external_id,
    status: row.status as OrderStatus,
    status2: row.status2,
    vehicleType: row.vehicle_type,
    grossPrice: row.gross_price,
    net_price: row.net_price,
    freight_price: row.freight_price,
    total_taxes: row.total_taxes,
    created_at: row.created_at,
    scheduled_for: row.scheduled_for,
    requester: row.requester,
    requesterAbbr: abbreviateName(row.requester),
    driver:
      row.driver_name && row.vehicle_plate
        ? {
            name: row.driver_name,
            nameAbbr: abbreviateName(row.driver_name),
            vehicle_plate: row.vehicle_plate,
          }
        : null,
    progress: row.done_stops,
    total_stops: row.total_stops,
    failed_services: row.failed_stops,
  }));
}

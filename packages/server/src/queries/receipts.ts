import { type SQL, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../db/database';
import { queryRows } from '../db/rows';
import { isoUtc, stopAddress } from './sql-json';

/** The outcomes a receipts search filters by, as stored in `proofs_of_delivery.status_type`. */
export const RECEIPT_OUTCOMES = ['success', 'partial success', 'failure'] as const;
export type ReceiptOutcome = (typeof RECEIPT_OUTCOMES)[number];

export interface ReceiptFilter {
  /** The session's customer; 'any' only for the super admin's all-customers search. */
  customerId: number | 'any';
  /** One proof by id (the legacy /pods/{id} page). */
  podId?: number;
  /** An OS number, or part of a barcode or recipient name. */
  search: string | null;
  outcome: ReceiptOutcome | null;
  /** São Paulo calendar days 'YYYY-MM-DD', inclusive. */
  from: string | null;
  to: string | null;
  limit: number;
  offset: number;
}

const ReceiptRow = v.object({
  id: v.number(),
  hashid: v.string(),
  order_id: v.number(),
  customer_id: v.number(),
  customer_name: v.string(),
  time_finish: v.string(),
  status_type: v.string(),
  barcode: v.nullable(v.string()),
  recipient_name: v.nullable(v.string()),
  address: v.string(),
});
export type ReceiptRow = v.InferOutput<typeof ReceiptRow>;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditions(filter: ReceiptFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.customerId !== 'any') where.push(sql`o.customer_id = ${filter.customerId}`);
  if (filter.podId !== undefined) where.push(sql`p.id = ${filter.podId}`);
  if (filter.search) {
    const like = likePattern(filter.search);
    const byText = sql`(p.barcode ILIKE ${like} OR p.recipient_name ILIKE ${like} OR p.hashid = ${filter.search})`;
    where.push(
      /^\d{1,9}$/.test(filter.search) ? sql`(o.id = ${Number(filter.search)} OR ${byText})` : byText,
    );
  }
  if (filter.outcome) where.push(sql`p.status_type = ${filter.outcome}`);
  if (filter.from)
    where.push(sql`(p.time_finish AT TIME ZONE 'America/Sao_Paulo')::date >= ${filter.from}::date`);
  if (filter.to)
    where.push(sql`(p.time_finish AT TIME ZONE 'America/Sao_Paulo')::date <= ${filter.to}::date`);
  return where.length > 0 ? where : [sql`true`];
}

/** Proofs of delivery matching a receipts search, newest first, a page at a time, with the matching count. */
export async function searchReceipts(
  db: Database,
  filter: ReceiptFilter,
): Promise<{ rows: ReceiptRow[]; total: number }> {
  const where = sql.join(conditions(filter), sql` AND `);
  const [rows, [count]] = await Promise.all([
    queryRows(
      db,
      sql`
      SELECT p.id, p.hashid, p.order_id, o.customer_id, c.nickname AS customer_name,
        ${sql.raw(isoUtc('p.time_finish'))} AS time_finish, p.status_type, p.barcode, p.recipient_name,
        ${sql.raw(stopAddress('s'))} AS address
      FROM proofs_of_delivery p
      JOIN orders o ON o.id = p.order_id
      JOIN customers c ON c.id = o.customer_id
      JOIN stops s ON s.id = p.stop_id
      WHERE ${where}
      ORDER BY p.time_finish DESC, p.id DESC
      LIMIT ${filter.limit} OFFSET ${filter.offset}`,
      ReceiptRow,
    ),
    queryRows(
      db,
      sql`SELECT count(*)::int AS total FROM proofs_of_delivery p JOIN orders o ON o.id = p.order_id WHERE ${where}`,
      v.object({ total: v.number() }),
    ),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** One proof (for the legacy /pods/{id} page): the customer's own, or any for the super admin. */
export async function findReceipt(
  db: Database,
  podId: number,
  customerId: number | 'any',
): Promise<ReceiptRow | null> {
  const { rows } = await searchReceipts(db, {
    customerId,
    podId,
    search: null,
    outcome: null,
    from: null,
    to: null,
    limit: 1,
    offset: 0,
  });
  return rows[0] ?? null;
}

import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { queryRows } from '../db/rows';
import { orders, sefazEvents } from '../db/schema/index';
import { startTestServer, type TestServer } from '../test/harness';
import { refreshOrderSefazStatus } from './registration-digest';

// orders.sefaz_protocols (issue 20): the monitoring row's protocols, from the order's proofs registered now.

let server: TestServer;
const Proof = v.object({
  id: v.number(),
  order_id: v.number(),
  customer_id: v.number(),
  access_key: v.string(),
});
type Proof = v.InferOutput<typeof Proof>;
/** Two delivered proofs of one order, each with its own NF-e, in proof order. */
let first: Proof;
let second: Proof;

beforeAll(async () => {
  server = await startTestServer();
  const proofs = await queryRows(
    server.db,
    sql`WITH keyed AS (
        SELECT p.id, p.order_id, o.customer_id, sh.access_key,
          count(*) OVER (PARTITION BY p.order_id) AS proofs_of_order
        FROM proofs_of_delivery p JOIN orders o ON o.id = p.order_id
        JOIN shipments sh ON sh.order_id = p.order_id AND sh.destination_stop_id = p.stop_id
          AND sh.access_key IS NOT NULL
        WHERE p.status_type <> 'failure' AND substr(sh.access_key, 21, 2) = '55'
          AND NOT EXISTS (SELECT 1 FROM sefaz_events e WHERE e.order_id = p.order_id)
          AND (SELECT count(*) FROM shipments s2 WHERE s2.destination_stop_id = p.stop_id) = 1)
      SELECT id, order_id, customer_id, access_key FROM keyed
      WHERE proofs_of_order = 2 AND order_id = (SELECT min(order_id) FROM keyed WHERE proofs_of_order = 2)
      ORDER BY id`,
    Proof,
  );
  expect(proofs).toHaveLength(2);
  [first, second] = proofs as [Proof, Proof];
}, 120_000);
afterAll(() => server?.close());

let sequence = 1;
/** A sefaz_events row of `proof`, as the worker leaves it. */
async function event(
  proof: Proof,
  fields: { kind?: string; status: string; protocol?: string | null; cancels?: number },
): Promise<number> {
  const now = server.clock.now();
  const [row] = await server.db
    .insert(sefazEvents)
    .values({
      podId: proof.id,
      orderId: proof.order_id,
      customerId: proof.customer_id,
      kind: fields.kind ?? 'nfe-delivery',
      accessKey: proof.access_key,
      sequence: sequence++,
      cancelsEventId: fields.cancels ?? null,
      status: fields.status,
      protocol: fields.protocol ?? null,
      registeredAt: fields.status === 'registered' ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: sefazEvents.id });
  return row!.id;
}

const stored = async () =>
  (
    await server.db
      .select({ status: orders.sefazStatus, protocols: orders.sefazProtocols })
      .from(orders)
      .where(eq(orders.id, first.order_id))
  )[0];

describe('refreshOrderSefazStatus: the protocols of the registered proofs', () => {
  it('keeps them in proof order, leaves out a pending, a cancelled and a cancelling one, NULL when none', async () => {
    await refreshOrderSefazStatus(server.db, [first.order_id]);
    expect(await stored()).toEqual({ status: 'not-requested', protocols: null });

    // The second proof registered first: still listed after the first proof's.
    const secondDelivery = await event(second, { status: 'registered', protocol: '135260000000456' });
    await event(first, { status: 'pending' });
    await refreshOrderSefazStatus(server.db, [first.order_id]);
    expect(await stored()).toEqual({ status: 'pending', protocols: ['135260000000456'] });

    await server.db
      .update(sefazEvents)
      .set({ status: 'registered', protocol: '135260000000123' })
      .where(eq(sefazEvents.podId, first.id));
    await refreshOrderSefazStatus(server.db, [first.order_id]);
    expect(await stored()).toEqual({
      status: 'registered',
      protocols: ['135260000000123', '135260000000456'],
    });

    // A cancellation on its way takes the protocol off the row; once SEFAZ registered it, it stays off.
    const cancellation = await event(second, {
      kind: 'nfe-delivery-cancel',
      status: 'pending',
      cancels: secondDelivery,
    });
    await refreshOrderSefazStatus(server.db, [first.order_id]);
    expect(await stored()).toEqual({ status: 'registered', protocols: ['135260000000123'] });
    await server.db
      .update(sefazEvents)
      .set({ status: 'registered', protocol: '135260000000789' })
      .where(eq(sefazEvents.id, cancellation));
    await refreshOrderSefazStatus(server.db, [first.order_id]);
    expect(await stored()).toEqual({ status: 'registered', protocols: ['135260000000123'] });

    // Registered without a protocol (SEFAZ's answer was lost): nothing to show for it.
    await server.db.update(sefazEvents).set({ protocol: null }).where(eq(sefazEvents.podId, first.id));
    await refreshOrderSefazStatus(server.db, [first.order_id]);
    expect(await stored()).toEqual({ status: 'registered', protocols: null });
  });

  it('onlyChanged still writes protocols that changed under a digest that stayed', async () => {
    await server.db
      .update(sefazEvents)
      .set({ protocol: '135260000000123' })
      .where(eq(sefazEvents.podId, first.id));
    const before = await stored();
    expect(before?.protocols).toBeNull();
    await refreshOrderSefazStatus(server.db, 'all', { onlyChanged: true });
    expect(await stored()).toEqual({ status: before?.status, protocols: ['135260000000123'] });
  });
});

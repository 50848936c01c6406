import { isOrderDelayed } from '@box/core/rules';
import { buildDemoData } from './build-demo';
import { CHARGE } from './catalogues';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { mod11 } from './documents';

const now = new Date('2026-11-22T15:00:00Z');
const HOUR = 60 * 60 * 1000;
const countingTokens = () => {
  let n = 0;
  return () => `token-${n++}`;
};
const data = buildDemoData({ now, token: countingTokens() });

const ordersOf = (customerId: number) => data.orders.filter((o) => o.customerId === customerId);
const inWindow = (customerId: number) =>
  ordersOf(customerId).filter((o) => o.createdAt.getTime() >= now.getTime() - 72 * HOUR);

describe('demo data', () => {
  it('is the same for the same seeding moment (secret tokens apart)', () => {
    expect(buildDemoData({ now, token: countingTokens() })).toEqual(data);
  });

  it('moves the monitoring window with the seeding moment', () => {
    const later = buildDemoData({ now: new Date(now.getTime() + 5 * HOUR) });
    const live = (d: typeof data) => d.orders.filter((o) => o.quotationId !== null);
    expect(live(later).length).toBe(live(data).length);
    live(later).forEach((o, i) => {
      expect(o.createdAt.getTime() - live(data)[i]!.createdAt.getTime()).toBe(5 * HOUR);
    });
  });

  it('has the five demo accounts on their customers', () => {
    for (const account of DEMO_ACCOUNTS) {
      const user = data.users.find((u) => u.email === account.email)!;
      expect(user.customerId).toBe(account.customerId);
      expect(user.roleId).toBe(account.roleId);
      expect(user.password).toBe(account.password);
    }
    expect(data.customers.find((c) => c.id === 4200)!.blocked).toBe(true);
    const inactive = data.customers.find((c) => c.id === 4201)!;
    expect(now.getTime() - inactive.lastRequestAt!.getTime()).toBeGreaterThan(90 * 24 * HOUR);
  });

  it('marks every company and person as a demo', () => {
    for (const c of data.customers) expect(c.razaoSocial).toMatch(/\(demonstração\)$/);
    for (const u of data.users) expect(u.name).toMatch(/\(demonstração\)$/);
    for (const d of data.drivers) expect(`${d.firstName} ${d.lastName}`).toMatch(/\(demonstração\)$/);
    for (const w of data.warehouses) expect(w.name).toMatch(/\(demonstração\)$/);
    for (const s of data.stops.filter((s) => s.addresseeName))
      expect(s.addresseeName).toMatch(/\(demonstração\)$/);
  });

  it.each([3154, 5100])('gives customer %i about 40 orders of the last 72 h in every state', (customerId) => {
    const window = inWindow(customerId);
    expect(window.length).toBeGreaterThanOrEqual(38);
    const byStatus = (s: string) => window.filter((o) => o.status === s);
    for (const status of ['CREATED', 'ALLOCATED', 'IN_PROGRESS', 'FINISHED', 'CANCELED']) {
      expect(byStatus(status).length).toBeGreaterThanOrEqual(4);
    }
    const asWire = (o: (typeof window)[number]) => ({
      status: o.status as 'CREATED',
      scheduled_for: o.scheduledFor?.toISOString() ?? null,
    });
    expect(window.filter((o) => isOrderDelayed(asWire(o), now)).length).toBeGreaterThanOrEqual(3);
    expect(window.some((o) => o.scheduledFor === null)).toBe(true);
    expect(window.some((o) => o.externalId)).toBe(true);
    expect(window.some((o) => !o.externalId)).toBe(true);
    for (const o of [...byStatus('ALLOCATED'), ...byStatus('IN_PROGRESS'), ...byStatus('FINISHED')]) {
      expect(o.driverId).not.toBeNull();
    }
    for (const o of byStatus('CREATED')) expect(o.driverId).toBeNull();
    const ids = new Set(window.map((o) => o.id));
    const failed = data.stops.filter((s) => ids.has(s.orderId) && s.status === 'FAILED');
    expect(failed.length).toBeGreaterThan(0);
  });

  it('keeps every timestamp of an order in order and in the past where it must be', () => {
    for (const o of data.orders) {
      if (o.scheduledFor) expect(o.scheduledFor.getTime()).toBeGreaterThan(o.createdAt.getTime());
      for (const t of [o.allocatedAt, o.startedAt, o.finishedAt, o.canceledAt]) {
        if (t) {
          expect(t.getTime()).toBeGreaterThanOrEqual(o.createdAt.getTime());
          expect(t.getTime()).toBeLessThanOrEqual(now.getTime());
        }
      }
    }
  });

  it('puts every stop in São Paulo with real-looking coordinates', () => {
    for (const s of data.stops) {
      expect(s.latitude).toBeGreaterThan(-23.8);
      expect(s.latitude).toBeLessThan(-23.4);
      expect(s.longitude).toBeGreaterThan(-46.85);
      expect(s.longitude).toBeLessThan(-46.4);
    }
  });

  it.each([3154, 5100])(
    'gives customer %i closed orders with charges and taxes in each of the last 6 months',
    (customerId) => {
      const closed = ordersOf(customerId).filter((o) => o.invoiceDate);
      const months = new Set(closed.map((o) => o.invoiceDate!.slice(0, 7)));
      expect(months.size).toBeGreaterThanOrEqual(6);
      const orderIds = new Set(ordersOf(customerId).map((o) => o.id));
      const charges = data.charges.filter((c) => orderIds.has(c.orderId));
      expect(new Set(charges.map((c) => c.typeCode)).size).toBeGreaterThanOrEqual(5);
      const others = charges.filter((c) => c.typeCode === CHARGE.OTHER);
      expect(others.length).toBeGreaterThanOrEqual(6);
      for (const c of others) expect(c.description).toBeTruthy();
      const taxes = data.orderTaxes.filter((t) => orderIds.has(t.orderId));
      expect(new Set(taxes.map((t) => t.taxType))).toEqual(new Set(['PIS_COFINS', 'ISS', 'ICMS']));
    },
  );

  it('prices orders consistently: gross = net + taxes, net = freight + charges', () => {
    for (const o of data.orders) {
      const charges = data.charges.filter((c) => c.orderId === o.id).reduce((sum, c) => sum + c.price, 0);
      const taxes = data.orderTaxes.filter((t) => t.orderId === o.id).reduce((sum, t) => sum + t.value, 0);
      expect(o.netPrice).toBeCloseTo(o.freightPrice + charges, 2);
      expect(o.totalTaxes).toBeCloseTo(taxes, 2);
      expect(o.grossPrice).toBeCloseTo(o.netPrice + o.totalTaxes, 2);
    }
  });

  it.each([3154, 5100])('gives customer %i proofs of every status type', (customerId) => {
    const orderIds = new Set(ordersOf(customerId).map((o) => o.id));
    const proofs = data.proofsOfDelivery.filter((p) => orderIds.has(p.orderId));
    expect(new Set(proofs.map((p) => p.statusType))).toEqual(
      new Set(['success', 'partial success', 'failure']),
    );
    for (const p of proofs) expect(data.podPictures.some((pic) => pic.podId === p.id)).toBe(true);
  });

  it('has warehouses, shareable shipments with recipients and valid access keys', () => {
    expect(data.warehouses.filter((w) => w.customerId === 3154)).toHaveLength(2);
    expect(data.shipmentRecipients.length).toBeGreaterThan(0);
    const hashes = data.shipments.map((s) => s.trackingHash);
    expect(new Set(hashes).size).toBe(hashes.length);
    for (const s of data.shipments.filter((s) => s.accessKey)) {
      expect(Number(s.accessKey![43])).toBe(mod11(s.accessKey!.slice(0, 43)));
    }
  });

  it('gives the provider (customer 0) a few orders too', () => {
    expect(inWindow(0).length).toBeGreaterThan(3);
    expect(inWindow(0).length).toBeLessThan(20);
  });
});

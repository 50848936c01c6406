import * as v from 'valibot';
import { Order, OrdersStatusResponse } from './orders';

/** A monitoring row as the server printed it before issue 20's protocols. */
const oldRow = {
  id: 100231,
  externalId: null,
  status: 'FINISHED',
  status2: null,
  vehicleType: 'FIORINO',
  grossPrice: 150.5,
  net_price: 130,
  freight_price: 120,
  total_taxes: 20.5,
  created_at: '2026-11-28T10:00:00.000Z',
  scheduled_for: null,
  requester: 'Ana Souza',
  requesterAbbr: 'Ana S.',
  driver: { name: 'Tiago Moura', nameAbbr: 'Tiago M.', vehicle_plate: 'RST4U56' },
  progress: 3,
  total_stops: 3,
  failed_services: 0,
  sefaz: 'registered',
};

describe("Order's SEFAZ protocols (issue 20)", () => {
  it('reads the protocols of the registered proofs, in their order', () => {
    const order = v.parse(Order, { ...oldRow, sefaz_protocols: ['135260000000123', '135260000000456'] });
    expect(order.sefaz_protocols).toEqual(['135260000000123', '135260000000456']);
    expect(v.parse(Order, { ...oldRow, sefaz_protocols: [] }).sefaz_protocols).toEqual([]);
  });

  it('still reads an answer without them (an older server), as none', () => {
    const { orders } = v.parse(OrdersStatusResponse, { orders: [oldRow] });
    expect(orders[0]?.sefaz_protocols).toBeUndefined();
    expect(orders[0]?.sefaz).toBe('registered');
  });

  it('refuses a protocol that is not text, and null for the list', () => {
    expect(v.safeParse(Order, { ...oldRow, sefaz_protocols: [135260000000123] }).success).toBe(false);
    expect(v.safeParse(Order, { ...oldRow, sefaz_protocols: null }).success).toBe(false);
    expect(v.safeParse(Order, { ...oldRow, sefaz_protocols: '135260000000123' }).success).toBe(false);
  });
});

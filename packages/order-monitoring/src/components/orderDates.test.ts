import { makeOrder } from '../fixtures/orders';
import { orderDates } from './orderDates';

describe('orderDates', () => {
  it("gives the order's dates in São Paulo time as 'DD/MM HH:mm', none for an immediate order", () => {
    const scheduled = makeOrder({
      id: 1,
      created_at: '2026-04-10T14:05:00.000Z',
      scheduled_for: '2026-04-11T02:30:00.000Z',
    });
    expect(orderDates(scheduled)).toEqual({ createdAt: '10/04 11:05', scheduledFor: '10/04 23:30' });
    expect(orderDates(makeOrder({ id: 2, created_at: '2026-04-10T14:05:00.000Z' })).scheduledFor).toBeNull();
  });

  it('formats an order once, and a changed order (a new object from a live update) anew', () => {
    const order = makeOrder({ id: 3, created_at: '2026-04-10T14:05:00.000Z' });
    expect(orderDates(order)).toBe(orderDates(order));
    const moved = { ...order, created_at: '2026-04-10T15:05:00.000Z' };
    expect(orderDates(moved).createdAt).toBe('10/04 12:05');
  });
});

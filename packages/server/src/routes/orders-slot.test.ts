import { answerSlot, ORDERS_STATUS_MAX_AGE_MS } from './orders';

describe("answerSlot: how long a customer's monitoring answer may be kept", () => {
  it('never serves one answer for clocks more than the maximum age apart', () => {
    const start = Date.parse('2026-03-10T13:00:00.000Z');
    for (const customerId of [1, 2, 3154, 5100]) {
      expect(answerSlot(customerId, start + ORDERS_STATUS_MAX_AGE_MS)).toBeGreaterThan(
        answerSlot(customerId, start),
      );
    }
  });

  it("spreads the customers' expiries over the slot instead of one instant for all", () => {
    const start = Date.parse('2026-03-10T13:00:00.000Z');
    /** The first moment after `start` at which this customer's answer expires. */
    const expiry = (customerId: number) => {
      const first = answerSlot(customerId, start);
      let t = start;
      while (answerSlot(customerId, t) === first) t += 100;
      return t;
    };
    const expiries = new Set(Array.from({ length: 50 }, (_, i) => expiry(i + 1)));
    // 50 shippers, 100 stretches of 100 ms: no two expire together.
    expect(expiries.size).toBe(50);
  });
});

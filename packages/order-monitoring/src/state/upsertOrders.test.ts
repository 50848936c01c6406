import { makeOrder } from '../fixtures/orders';
import { upsertOrders } from './upsertOrders';

const now = new Date('2026-11-22T12:00:00Z');
const at = (id: number, created_at: string, status: 'ALLOCATED' | 'FINISHED' = 'ALLOCATED') => ({
  ...makeOrder({ id, status }, now),
  created_at,
});

describe('upsertOrders', () => {
  const list = [
    at(3, '2026-11-22T10:00:00.000Z'),
    at(2, '2026-11-22T09:00:00.000Z'),
    at(1, '2026-11-22T08:00:00.000Z'),
  ];

  it('replaces a known order where it stands', () => {
    const finished = at(2, '2026-11-22T09:00:00.000Z', 'FINISHED');
    const merged = upsertOrders(list, [finished]);
    expect(merged.map((o) => o.id)).toEqual([3, 2, 1]);
    expect(merged[1]).toBe(finished);
    expect(merged[0]).toBe(list[0]);
    expect(list[1]?.status).toBe('ALLOCATED');
  });

  it('places new orders where the server lists them, newest first', () => {
    const merged = upsertOrders(list, [
      at(5, '2026-11-22T11:00:00.000Z'),
      at(4, '2026-11-22T08:30:00.000Z'),
      at(0, '2026-11-22T07:00:00.000Z'),
    ]);
    expect(merged.map((o) => o.id)).toEqual([5, 3, 2, 4, 1, 0]);
  });

  it('adds an unknown order only if the window lists it, and replaces a known one whatever it says', () => {
    const old = at(9, '2026-11-10T08:00:00.000Z', 'FINISHED');
    const known = at(1, '2026-11-22T08:00:00.000Z', 'FINISHED');
    const fresh = at(4, '2026-11-22T11:00:00.000Z');
    const listed = (order: { id: number }) => order.id !== 9 && order.id !== 1;
    const merged = upsertOrders(list, [old, known, fresh], listed);
    expect(merged.map((o) => o.id)).toEqual([4, 3, 2, 1]);
    expect(merged[3]).toBe(known);
    expect(upsertOrders(list, [old], listed), 'nothing to add: the same list').toBe(list);
  });

  it('gives the same list back when the event carried nothing', () => {
    expect(upsertOrders(list, [])).toBe(list);
  });
});

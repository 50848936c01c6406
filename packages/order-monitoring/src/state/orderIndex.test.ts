import { makeOrder } from '../fixtures/orders';
import { buildOrderIndex, normalizeSearch } from './orderIndex';

const now = new Date('2026-11-22T12:00:00Z');

describe('normalizeSearch', () => {
  it('lower-cases, strips accents and trims', () => {
    expect(normalizeSearch('  João CÉSAR ')).toBe('joao cesar');
  });
});

describe('buildOrderIndex', () => {
  it('files each order under its tab and works out lateness and pendência once', () => {
    const index = buildOrderIndex(
      [
        makeOrder({ id: 1, status: 'CREATED', scheduled_for: '2026-11-22T11:00:00Z' }, now),
        makeOrder({ id: 2, status: 'ALLOCATED', scheduled_for: '2026-11-22T13:00:00Z' }, now),
        makeOrder(
          { id: 3, status: 'IN_PROGRESS', scheduled_for: '2026-11-22T11:00:00Z', failed_services: 2 },
          now,
        ),
        makeOrder({ id: 4, status: 'FINISHED' }, now),
        makeOrder({ id: 5, status: 'CANCELED' }, now),
      ],
      now,
    );
    expect(index.entries.map((e) => [e.order.id, e.tab, e.delayed, e.pendency])).toEqual([
      [1, 'createdOrders', true, false],
      [2, 'allocatedOrders', false, false],
      [3, 'inProgressOrders', false, true],
      [4, 'finishedOrders', false, false],
      [5, 'finishedOrders', false, false],
    ]);
    expect([...index.delayedIds]).toEqual([1]);
    expect(index.total).toBe(5);
  });

  it('knows whether any order has an external code', () => {
    expect(buildOrderIndex([makeOrder({ id: 1 }, now)], now).hasExternalId).toBe(false);
    expect(
      buildOrderIndex([makeOrder({ id: 1 }, now), makeOrder({ id: 2, externalId: 'X-1' }, now)], now)
        .hasExternalId,
    ).toBe(true);
  });

  it('indexes OS, external code, requester, driver and plate in both spellings', () => {
    const [entry] = buildOrderIndex(
      [
        makeOrder(
          {
            id: 777,
            externalId: 'PED-1',
            requester: 'Érica Nunes',
            driver: { name: 'João Pereira', nameAbbr: 'João P.', vehicle_plate: 'ABC1D23' },
          },
          now,
        ),
      ],
      now,
    ).entries;
    for (const part of ['777', 'ped-1', 'erica nunes', 'joao pereira', 'abc1d23', 'abc-1d23']) {
      expect(entry?.haystack).toContain(part);
    }
  });
});

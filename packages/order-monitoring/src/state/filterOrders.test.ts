import { makeOrder } from '../fixtures/orders';
import { filterOrders } from './filterOrders';
import { NO_FILTERS } from './filters';
import { buildOrderIndex } from './orderIndex';

const now = new Date('2026-11-22T12:00:00Z');
const past = '2026-11-22T10:00:00Z';
const driver = (name: string, plate: string) => ({ name, nameAbbr: name, vehicle_plate: plate });

const index = buildOrderIndex(
  [
    makeOrder({ id: 10, status: 'CREATED', requester: 'Ana Souza', scheduled_for: past }, now),
    makeOrder({ id: 11, status: 'CREATED', requester: 'Bruno Lima', externalId: 'PED-900' }, now),
    makeOrder(
      { id: 20, status: 'ALLOCATED', requester: 'Ana Souza', driver: driver('João Pereira', 'ABC1D23') },
      now,
    ),
    makeOrder(
      {
        id: 30,
        status: 'IN_PROGRESS',
        requester: 'Carla',
        driver: driver('Márcia', 'XYZ9K88'),
        failed_services: 1,
      },
      now,
    ),
    makeOrder({ id: 40, status: 'FINISHED', requester: 'Carla', failed_services: 2 }, now),
    makeOrder({ id: 41, status: 'CANCELED', requester: 'Ana Souza' }, now),
  ],
  now,
);

const ids = (view: ReturnType<typeof filterOrders>) => view.rows.map((o) => o.id);

describe('filterOrders', () => {
  it('lists the selected tab and counts every tab, finished and canceled together', () => {
    const view = filterOrders(index, { tab: 'finishedOrders', search: '', filters: NO_FILTERS });
    expect(ids(view)).toEqual([40, 41]);
    expect(view.counts).toEqual({
      createdOrders: 2,
      allocatedOrders: 1,
      inProgressOrders: 1,
      finishedOrders: 2,
    });
  });

  it.each([
    ['OS', '30', 'inProgressOrders', [30]],
    ['external code', 'ped-900', 'createdOrders', [11]],
    ['requester, without accents or case', 'ANA', 'createdOrders', [10]],
    ['driver name', 'joao', 'allocatedOrders', [20]],
    ['plate as stored', 'xyz9k88', 'inProgressOrders', [30]],
    ['plate as shown', 'ABC-1D23', 'allocatedOrders', [20]],
  ] as const)('searches by %s', (_field, search, tab, expected) => {
    expect(ids(filterOrders(index, { tab, search, filters: NO_FILTERS }))).toEqual(expected);
  });

  it('makes the tab counts follow the search', () => {
    expect(filterOrders(index, { tab: 'createdOrders', search: 'ana', filters: NO_FILTERS }).counts).toEqual({
      createdOrders: 1,
      allocatedOrders: 1,
      inProgressOrders: 0,
      finishedOrders: 1,
    });
  });

  it('filters late orders', () => {
    const view = filterOrders(index, {
      tab: 'createdOrders',
      search: '',
      filters: { ...NO_FILTERS, delayed: true },
    });
    expect(ids(view)).toEqual([10]);
    expect(view.counts.allocatedOrders).toBe(0);
  });

  it('filters with and without pendência', () => {
    const withPendency = { ...NO_FILTERS, withPendency: true };
    expect(
      filterOrders(index, { tab: 'finishedOrders', search: '', filters: withPendency }).rows.map((o) => o.id),
    ).toEqual([40]);
    const withoutPendency = { ...NO_FILTERS, withoutPendency: true };
    expect(
      filterOrders(index, { tab: 'finishedOrders', search: '', filters: withoutPendency }).rows.map(
        (o) => o.id,
      ),
    ).toEqual([41]);
  });

  it('combines search and filters', () => {
    const view = filterOrders(index, {
      tab: 'inProgressOrders',
      search: 'carla',
      filters: { ...NO_FILTERS, withPendency: true },
    });
    expect(ids(view)).toEqual([30]);
    expect(view.counts.finishedOrders).toBe(1);
  });

  it('gives the same view back while the search finds the same orders in the same tab with the same filters', () => {
    const fresh = buildOrderIndex(
      index.entries.map((entry) => entry.order),
      now,
    );
    const query = { tab: 'createdOrders', filters: NO_FILTERS } as const;
    const a = filterOrders(fresh, { ...query, search: 'a' });
    expect(ids(a)).toEqual([10, 11]);
    // 'an' drops Bruno Lima: a new view.
    const an = filterOrders(fresh, { ...query, search: 'an' });
    expect(an).not.toBe(a);
    expect(ids(an)).toEqual([10]);
    // 'ana' drops no order that 'an' found: nothing to render again, whatever object the filters are.
    expect(filterOrders(fresh, { ...query, search: 'ana' })).toBe(an);
    expect(filterOrders(fresh, { ...query, search: 'ana', filters: { ...NO_FILTERS } })).toBe(an);
    // Another tab or other filters make a new view.
    expect(ids(filterOrders(fresh, { ...query, tab: 'finishedOrders', search: 'ana' }))).toEqual([41]);
    const delayed = filterOrders(fresh, {
      ...query,
      search: 'ana',
      filters: { ...NO_FILTERS, delayed: true },
    });
    expect(delayed).not.toBe(an);
    expect(ids(delayed)).toEqual([10]);
  });
});

import { ApiError, ResponseShapeError, SessionExpiredError } from '@box/core/api';
import { vi } from 'vitest';
import { makeOrder } from '../fixtures/orders';
import { createMonitoringStore } from './store';

const now = () => new Date('2026-11-22T12:00:00Z');
const orders = [makeOrder({ id: 1 }, now()), makeOrder({ id: 2, status: 'FINISHED' }, now())];

describe('createMonitoringStore', () => {
  it('loads the orders of the window it is asked for', async () => {
    const ordersStatus = vi.fn(async () => ({ orders }));
    const store = createMonitoringStore({ now });
    expect(store.load.value.kind).toBe('loading');
    expect(store.view.value).toBeNull();
    await store.fetchOrders({ ordersStatus }, '72 hours ago');
    expect(ordersStatus).toHaveBeenCalledWith('72 hours ago');
    expect(store.load.value.kind).toBe('loaded');
    expect(store.view.value?.rows.map((o) => o.id)).toEqual([1]);
    store.tab.value = 'finishedOrders';
    expect(store.view.value?.rows.map((o) => o.id)).toEqual([2]);
  });

  it('opens the error dialog with the HTTP status', async () => {
    const store = createMonitoringStore();
    await store.fetchOrders(
      { ordersStatus: vi.fn().mockRejectedValue(new ApiError(503, null)) },
      '72 hours ago',
    );
    expect(store.load.value).toEqual({
      kind: 'failed',
      error: { kind: 'MonitoringLoadFailed', status: 503 },
    });
    expect(store.errorDialogOpen.value).toBe(true);
  });

  it('reports an unexpected answer shape without a status', async () => {
    const store = createMonitoringStore();
    const ordersStatus = vi.fn().mockRejectedValue(new ResponseShapeError('orders/status', 'x'));
    await store.fetchOrders({ ordersStatus }, '72 hours ago');
    expect(store.load.value).toEqual({
      kind: 'failed',
      error: { kind: 'MonitoringLoadFailed', status: null },
    });
    expect(store.errorDialogOpen.value).toBe(true);
  });

  it('tells an expired session apart, without the error dialog', async () => {
    const store = createMonitoringStore();
    await store.fetchOrders(
      { ordersStatus: vi.fn().mockRejectedValue(new SessionExpiredError(null)) },
      '72 hours ago',
    );
    expect(store.load.value).toEqual({ kind: 'failed', error: { kind: 'SessionExpired' } });
    expect(store.errorDialogOpen.value).toBe(false);
  });

  it('ignores an answer that arrives after a newer request', async () => {
    let resolveFirst: (value: { orders: typeof orders }) => void = () => {};
    const ordersStatus = vi
      .fn()
      .mockImplementationOnce(() => new Promise((resolve) => (resolveFirst = resolve)))
      .mockRejectedValueOnce(new ApiError(500, null));
    const store = createMonitoringStore();
    const first = store.fetchOrders({ ordersStatus }, '72 hours ago');
    await store.fetchOrders({ ordersStatus }, '72 hours ago');
    resolveFirst({ orders });
    await first;
    expect(store.load.value).toEqual({
      kind: 'failed',
      error: { kind: 'MonitoringLoadFailed', status: 500 },
    });
  });

  it('keeps search, tab and filters across a reload', async () => {
    const store = createMonitoringStore({ now });
    const ordersStatus = vi.fn(async () => ({ orders }));
    store.search.value = 'x';
    store.tab.value = 'allocatedOrders';
    await store.fetchOrders({ ordersStatus }, '72 hours ago');
    expect(store.search.value).toBe('x');
    expect(store.tab.value).toBe('allocatedOrders');
  });
});

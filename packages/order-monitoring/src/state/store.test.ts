import { ApiError, ResponseShapeError, SessionExpiredError } from '@box/core/api';
import { makeOrder } from '../fixtures/orders';
import { createMonitoringStore } from './store';

// The store holds what the screen shows; useLiveOrders (live.test.tsx) decides when a list or a failure comes.

const now = () => new Date('2026-11-22T12:00:00Z');
const orders = [makeOrder({ id: 1 }, now()), makeOrder({ id: 2, status: 'FINISHED' }, now())];

describe('createMonitoringStore', () => {
  it('shows a list by tab, from the loading state', () => {
    const store = createMonitoringStore({ now });
    expect(store.load.value.kind).toBe('loading');
    expect(store.view.value).toBeNull();
    store.showOrders(orders);
    expect(store.load.value.kind).toBe('loaded');
    expect(store.view.value?.rows.map((o) => o.id)).toEqual([1]);
    store.tab.value = 'finishedOrders';
    expect(store.view.value?.rows.map((o) => o.id)).toEqual([2]);
  });

  it('opens the error dialog with the HTTP status', () => {
    const store = createMonitoringStore();
    store.showFailure(new ApiError(503, null));
    expect(store.load.value).toEqual({
      kind: 'failed',
      error: { kind: 'MonitoringLoadFailed', status: 503 },
    });
    expect(store.errorDialogOpen.value).toBe(true);
  });

  it('reports an unexpected answer shape without a status', () => {
    const store = createMonitoringStore();
    store.showFailure(new ResponseShapeError('orders/status', 'x'));
    expect(store.load.value).toEqual({
      kind: 'failed',
      error: { kind: 'MonitoringLoadFailed', status: null },
    });
    expect(store.errorDialogOpen.value).toBe(true);
  });

  it('tells an expired session apart, without the error dialog', () => {
    const store = createMonitoringStore();
    store.showFailure(new SessionExpiredError(null));
    expect(store.load.value).toEqual({ kind: 'failed', error: { kind: 'SessionExpired' } });
    expect(store.errorDialogOpen.value).toBe(false);
  });

  it('starts over from the loading state with the error dialog closed', () => {
    const store = createMonitoringStore();
    store.showFailure(new ApiError(500, null));
    store.startLoading();
    expect(store.load.value).toEqual({ kind: 'loading' });
    expect(store.errorDialogOpen.value).toBe(false);
  });

  it('keeps search, tab and filters across a new list and a merged event', () => {
    const store = createMonitoringStore({ now });
    store.search.value = 'x';
    store.tab.value = 'allocatedOrders';
    store.showOrders(orders);
    store.upsertOrders([{ ...orders[0]!, status: 'IN_PROGRESS' }]);
    expect(store.search.value).toBe('x');
    expect(store.tab.value).toBe('allocatedOrders');
    expect(store.load.value.kind === 'loaded' && store.load.value.index.entries.length).toBe(2);
  });
});

import { ApiError, SessionExpiredError } from '@box/core/api';
import { vi } from 'vitest';
import { WAREHOUSES } from '../fixtures/places';
import { fakeApi, makeSlice, rejecting } from '../fixtures/slice';
import { createRowList } from './rowList';
import { createWarehouses } from './warehouses';

describe('warehouses, uploads, round trip and distance', () => {
  it('loads the warehouses and starts from the first', async () => {
    const slice = makeSlice();
    await slice.loadWarehouses();
    expect(slice.warehousesLoad.value).toBe('loaded');
    expect(slice.warehouse.value?.id).toBe(71);
    slice.selectWarehouse(72);
    await slice.loadWarehouses();
    expect(slice.warehouse.value?.id).toBe(72);
  });

  it('reports a failed warehouse load', async () => {
    const slice = makeSlice(fakeApi({ warehouses: rejecting(new ApiError(500, null)) }));
    await slice.loadWarehouses();
    expect(slice.warehousesLoad.value).toBe('error');
  });
});

describe('the warehouses on their own', () => {
  it('selects a warehouse just registered once the list is loaded again', async () => {
    const warehouses = vi.fn(async () => WAREHOUSES);
    const part = createWarehouses({ warehouses }, createRowList(0));
    await part.loadWarehouses();
    await part.warehouseCreated(72);
    expect(warehouses).toHaveBeenCalledTimes(2);
    expect(part.warehouse.value?.id).toBe(72);
    part.selectWarehouse(999);
    expect(part.warehouse.value).toBeNull();
  });

  it('raises the session flag the list shares when the session expired', async () => {
    const list = createRowList(0);
    const part = createWarehouses({ warehouses: rejecting(new SessionExpiredError(null)) }, list);
    await part.loadWarehouses();
    expect(part.warehousesLoad.value).toBe('error');
    expect(list.sessionExpired.value).toBe(true);
  });
});

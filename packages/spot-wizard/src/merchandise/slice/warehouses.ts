import { SessionExpiredError } from '@box/core/api';
import type { Warehouse } from '@box/core/schemas';
import { batch, signal } from '@preact/signals-react';
import type { SpotWizardApi } from '../../api';
import type { RowList } from './rowList';

export type WarehousesLoad = 'idle' | 'loading' | 'loaded' | 'error';

/** The account's warehouses and the one the route starts from (SPEC §2 Step 1). */
export function createWarehouses(api: Pick<SpotWizardApi, 'warehouses'>, { sessionExpired }: RowList) {
  const warehousesLoad = signal<WarehousesLoad>('idle');
  const warehouses = signal<readonly Warehouse[]>([]);
  const warehouse = signal<Warehouse | null>(null);

  async function loadWarehouses(): Promise<void> {
    warehousesLoad.value = 'loading';
    try {
      const list = await api.warehouses();
      batch(() => {
        warehouses.value = list;
        const selected = warehouse.value;
        // Keep the choice when it still exists; else start from the first warehouse.
        warehouse.value = list.find((w) => w.id === selected?.id) ?? list[0] ?? null;
        warehousesLoad.value = 'loaded';
      });
    } catch (error) {
      if (error instanceof SessionExpiredError) sessionExpired.value = true;
      warehousesLoad.value = 'error';
    }
  }

  function selectWarehouse(id: number) {
    warehouse.value = warehouses.value.find((w) => w.id === id) ?? null;
  }

  /** Reloads the list and selects the warehouse just registered. */
  async function warehouseCreated(id: number): Promise<void> {
    await loadWarehouses();
    selectWarehouse(id);
  }

  return { warehousesLoad, warehouses, warehouse, loadWarehouses, selectWarehouse, warehouseCreated };
}

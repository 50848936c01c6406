import { computed } from '@preact/signals-react';
import pLimit from 'p-limit';
import type { SpotWizardApi } from '../api';
import type { WizardEnvironment } from '../contracts';
import { BATCH_CHUNK_SIZE, type BatchApi } from './batchFill';
import type { ResolveApi } from './resolveRow';
import { type CodeOutcome, createCodeEntry } from './slice/codeEntry';
import { createLookups } from './slice/lookups';
import { createManualForm } from './slice/manualForm';
import { createPaste } from './slice/paste';
import { createRoundTrip } from './slice/roundTrip';
import { createRowList } from './slice/rowList';
import { distanceKm, documentsWeightKg, goodsValueTotal, pointOf } from './slice/totals';
import { createUploads } from './slice/uploads';
import { createWarehouses } from './slice/warehouses';

export type { CodeOutcome } from './slice/codeEntry';
export type { ManualMerchandise, ManualRequest } from './slice/manualForm';
export { roundTripFromWarehouse } from './slice/roundTrip';
export type { UploadProblem } from './slice/uploads';
export type { WarehousesLoad } from './slice/warehouses';

export type MerchandiseApi = ResolveApi &
  BatchApi &
  Pick<SpotWizardApi, 'warehouses' | 'uploadFiscalDocument'>;

export interface MerchandiseSliceDeps {
  api: MerchandiseApi;
  env: WizardEnvironment;
  /**
   * A pasted super-batch sheet (more than 10 columns) goes here, as pasted; it answers whether it was taken.
   * Without it the paste is refused with SPEC §5's alert.
   */
  onSuperBatchPaste?: (text: string) => CodeOutcome;
  /** How many rows look their documents and addresses up at once (default 6, a browser's connections). */
  concurrency?: number;
  /** Rows finishing within this many ms reach the list in one update (default 50: a few frames, unnoticed). */
  flushMs?: number;
  /**
   * A paste of at least this many rows is looked up in batch calls instead of row by row (default 5): one
   * request per few hundred rows instead of two per row.
   */
  batchFrom?: number;
  /** Rows per batch call (default BATCH_CHUNK_SIZE). */
  batchChunkSize?: number;
}

/**
 * Step 1 places and merchandise (SPEC §2 Step 1, §4 Merchandise): service type, warehouses, the list of rows
 * and the pipeline that resolves each row, the round trip. One per wizard instance. Each concern is a part of
 * its own in ./slice (the row list they share, look-ups, code entry, paste, manual form, warehouses, uploads,
 * round trip, totals); this puts them together in the shape the step's components and the wizard store use.
 */
export function createMerchandiseSlice(deps: MerchandiseSliceDeps) {
  const { api, env } = deps;
  const limit = pLimit(deps.concurrency ?? 6);
  const canAdd = () => env.canAddMerchandise.value;

  const list = createRowList(deps.flushMs ?? 50);
  const lookups = createLookups(
    list,
    api,
    limit,
    deps.batchFrom ?? 5,
    deps.batchChunkSize ?? BATCH_CHUNK_SIZE,
  );
  const manualForm = createManualForm(list, lookups, canAdd);
  const submitCode = createCodeEntry(list, lookups, manualForm, canAdd);
  const paste = createPaste(list, lookups, { submitCode, canAdd, onSuperBatchPaste: deps.onSuperBatchPaste });
  const warehouses = createWarehouses(api, list);
  const { warehouse } = warehouses;
  const roundTrip = createRoundTrip(warehouse, list.serviceType, env.features);
  const { items, serviceType } = list;

  // The wizard store takes this as its MerchandiseSlice (createSpotWizard), which checks the shape.
  return {
    ...warehouses,
    ...roundTrip,
    ...manualForm,
    ...createUploads(list, lookups, api, limit, canAdd),
    serviceType,
    items,
    distanceKm: computed(() => {
      const back = roundTrip.roundTrip.value;
      return distanceKm(
        warehouse.value && pointOf(warehouse.value),
        items.value,
        back && pointOf(back),
        serviceType.value,
      );
    }),
    goodsValueTotal: computed(() => goodsValueTotal(items.value)),
    documentsWeightKg: computed(() => documentsWeightKg(items.value)),
    sessionExpired: list.sessionExpired,
    loadingCount: computed(() => items.value.filter((row) => row.status.type === 'loading').length),
    setServiceType: list.setServiceType,
    submitCode,
    paste,
    refresh: lookups.refresh,
    remove: list.remove,
    setTimeWindow: list.setTimeWindow,
    setRecipients: list.setRecipients,
    whenIdle: list.whenIdle,
  };
}

export type MerchandiseStore = ReturnType<typeof createMerchandiseSlice>;

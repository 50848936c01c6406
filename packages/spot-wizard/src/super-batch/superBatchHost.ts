import { canUseSuperBatch, SUPER_BATCH_FORBIDDEN_MESSAGE } from '@box/core/rules';
import { type ReadonlySignal, signal } from '@preact/signals-react';
import type { CodeOutcome } from '../merchandise/merchandiseSlice';
import type { SuperBatchApi, SuperBatchStore, SuperBatchStoreDeps } from './superBatchStore';

/** The super batch's state and rules: a chunk of their own, loaded with `import()` (see superBatchStore.ts). */
export const loadSuperBatchStore = () => import('./superBatchStore');

export interface SuperBatchHostDeps {
  api: SuperBatchApi;
  /** The session's customer (GET /me organization id); null until known. */
  customerId: ReadonlySignal<number | null>;
  load?: typeof loadSuperBatchStore;
  storeOptions?: Omit<SuperBatchStoreDeps, 'api'>;
}

/**
 * What the wizard's first bytes know of the super batch (SPEC §4/§5): who may paste one, and the switch into
 * batch mode. The batch itself (its store, its screen) loads when the sheet is pasted, or ahead for customer 0.
 */
export function createSuperBatchHost({
  api,
  customerId,
  load = loadSuperBatchStore,
  storeOptions,
}: SuperBatchHostDeps) {
  /** Batch mode: the wizard shows the batch screen instead of its steps. */
  const active = signal(false);
  const store = signal<SuperBatchStore | null>(null);
  /** The batch's code could not be loaded (offline): the screen offers a retry. */
  const loadFailed = signal(false);
  let text = '';
  let opening = 0;

  async function open(): Promise<void> {
    const current = ++opening;
    loadFailed.value = false;
    store.value = null;
    try {
      const { createSuperBatchStore } = await load();
      if (current !== opening) return;
      const created = createSuperBatchStore({ ...storeOptions, api });
      store.value = created;
      await created.start(text);
    } catch (error) {
      if (current !== opening) return;
      console.error('Falha ao abrir a solicitação em lote', error);
      loadFailed.value = true;
    }
  }

  /** A pasted sheet of more than 10 columns: customer 0 enters batch mode; anyone else gets SPEC §5's alert. */
  function paste(pasted: string): CodeOutcome {
    if (!canUseSuperBatch(customerId.value ?? -1)) {
      return { ok: false, message: SUPER_BATCH_FORBIDDEN_MESSAGE, alert: true };
    }
    text = pasted;
    active.value = true;
    void open();
    return { ok: true };
  }

  /** Back to the wizard's steps (after the result, or cancelling the review). */
  function exit() {
    opening += 1;
    text = '';
    store.value = null;
    loadFailed.value = false;
    active.value = false;
  }

  return {
    active,
    store,
    loadFailed,
    paste,
    retry: () => void open(),
    exit,
    /** Fetches the batch's code ahead (customer 0's wizard on screen). */
    preload: (): Promise<unknown> => load().catch(() => undefined),
  };
}

export type SuperBatchHost = ReturnType<typeof createSuperBatchHost>;

import { SessionExpiredError } from '@box/core/api';
import { CODE_MAX_LENGTH } from '@box/core/catalogues';
import {
  buildBatchSpot,
  groupSuperBatchLines,
  PRODUCT_CODE_PATTERN,
  readSuperBatchSheet,
  type SuperBatchGroup,
  type SuperBatchLine,
} from '@box/core/rules';
import type { FilledShipment } from '@box/core/schemas';
import { computed, signal } from '@preact/signals-react';
import pLimit from 'p-limit';
import type { SpotWizardApi } from '../api';
import { newIdempotencyKey } from '../summary/idempotencyKey';
import { type BatchGroupView, batchViews, groupKey } from './batchViews';
import { type SendOutcome, type SendProgress, sendGroups } from './sendGroups';

// Only the super batch imports this module, with `import()`: in the standalone element it is a chunk of its
// own, fetched when customer 0's wizard is on screen, never by anyone else's.

export type SuperBatchApi = Pick<SpotWizardApi, 'fillMissingBatchData' | 'createBatch'>;

export interface SuperBatchStoreDeps {
  api: SuperBatchApi;
  now?: () => Date;
  /** One key per group, kept for every attempt of that group. */
  newKey?: () => string;
  /** Rows per fill-missing-data call (the server takes up to 1,000). */
  chunkSize?: number;
  retryDelaysMs?: readonly number[];
}

export type SuperBatchPhase = 'reading' | 'review' | 'sending' | 'done';
export type SuperBatchDialog = 'none' | 'confirm' | 'problems';

const lookedUp = (line: SuperBatchLine) =>
  PRODUCT_CODE_PATTERN.test(line.code) && line.code.length <= CODE_MAX_LENGTH;

/**
 * The super batch of one wizard (SPEC §4): a pasted sheet read into groups, its addresses found by
 * POST /spots/batch/shipments/fill-missing-data, the groups reviewed, confirmed and sent in sequence with
 * progress, and the result.
 */
export function createSuperBatchStore(deps: SuperBatchStoreDeps) {
  const { api } = deps;
  const now = deps.now ?? (() => new Date());
  const newKey = deps.newKey ?? newIdempotencyKey;
  const chunkSize = deps.chunkSize ?? 250;

  const phase = signal<SuperBatchPhase>('reading');
  const reading = signal({ done: 0, total: 0 });
  const lookupFailed = signal(false);
  const groups = signal<readonly BatchGroupView[]>([]);
  const onlyProblems = signal(false);
  const dialog = signal<SuperBatchDialog>('none');
  const progress = signal<SendProgress>({ sent: 0, total: 0, failed: 0 });
  const result = signal<SendOutcome | null>(null);

  let grouped: SuperBatchGroup<SuperBatchLine>[] = [];
  const filled = new Map<string, FilledShipment>();
  const removed = new Set<string>();
  const keys = new Map<string, string>();

  const rowCount = computed(() => groups.value.reduce((sum, g) => sum + g.rows.length, 0));
  const problemRows = computed(() => groups.value.reduce((sum, g) => sum + g.problemCount, 0));
  const problemGroups = computed(() => groups.value.filter((g) => g.problemCount > 0).length);
  const shownGroups = computed(() =>
    onlyProblems.value ? groups.value.filter((g) => g.problemCount > 0) : groups.value,
  );

  function publish() {
    groups.value = batchViews(
      grouped.filter((g) => !removed.has(groupKey(g.externalId))),
      filled,
      lookupFailed.value,
    );
    if (problemGroups.value === 0) onlyProblems.value = false;
  }

  /** Asks the server for the rows not found yet, a chunk at a time (two calls in flight). */
  async function lookUp(): Promise<void> {
    // Each code once, from its first line (a repeated code is flagged on its later lines anyway).
    const pending: SuperBatchLine[] = [];
    const asked = new Set<string>();
    for (const line of grouped.flatMap((g) => g.rows)) {
      if (!lookedUp(line) || filled.has(line.code) || asked.has(line.code)) continue;
      asked.add(line.code);
      pending.push(line);
    }
    lookupFailed.value = false;
    reading.value = { done: 0, total: pending.length };
    const limit = pLimit(2);
    const chunks: SuperBatchLine[][] = [];
    for (let at = 0; at < pending.length; at += chunkSize) chunks.push(pending.slice(at, at + chunkSize));
    await Promise.all(
      chunks.map((chunk) =>
        limit(async () => {
          try {
            const answer = await api.fillMissingBatchData({
              shipments: chunk.map((l) => ({ code: l.code, postalCode: l.postalCode, number: l.number })),
            });
            for (const shipment of answer.shipments) filled.set(shipment.code, shipment);
          } catch (error) {
            // The rows stay without an address; the review offers to ask again. A 401 is the host's to handle.
            if (!(error instanceof SessionExpiredError)) console.error('Falha ao consultar o lote', error);
            lookupFailed.value = true;
          }
          reading.value = { ...reading.value, done: reading.value.done + chunk.length };
        }),
      ),
    );
  }

  /** A pasted super-batch sheet: read, grouped, looked up; then the review. */
  async function start(text: string): Promise<void> {
    phase.value = 'reading';
    grouped = groupSuperBatchLines(readSuperBatchSheet(text));
    await lookUp();
    publish();
    phase.value = 'review';
  }

  /** 'Tentar novamente' after the look-up failed: only the rows still without an answer are asked. */
  async function retryLookUp(): Promise<void> {
    phase.value = 'reading';
    await lookUp();
    publish();
    phase.value = 'review';
  }

  function removeGroup(key: string) {
    removed.add(key);
    publish();
  }

  function setOnlyProblems(value: boolean) {
    onlyProblems.value = value;
  }

  /** 'Solicitar N rotas': the confirmation, or SPEC §8 'Não é possível solicitar!' while a row has a problem. */
  function requestSend() {
    if (phase.value !== 'review' || groups.value.length === 0) return;
    dialog.value = problemRows.value > 0 || lookupFailed.value ? 'problems' : 'confirm';
  }

  function closeDialog() {
    dialog.value = 'none';
  }

  /** Confirmed: every group in sequence (SPEC §4), the lists starting cleared. */
  async function confirmSend(options: { onCreated?: (order: { id: number }) => void } = {}): Promise<void> {
    if (phase.value !== 'review' || dialog.value !== 'confirm') return;
    dialog.value = 'none';
    phase.value = 'sending';
    result.value = null;
    const toSend = groups.value.map((view) => {
      const key = keys.get(view.key) ?? newKey();
      keys.set(view.key, key);
      return {
        externalId: view.externalId,
        key,
        totalWeightInKilograms: view.totalWeightInKilograms,
        body: () => buildBatchSpot(view.group, (code) => filled.get(code), now()),
      };
    });
    result.value = await sendGroups(toSend, {
      createBatch: (body, { idempotencyKey }) => api.createBatch(body, { idempotencyKey }),
      onProgress: (next) => {
        progress.value = next;
      },
      ...(options.onCreated ? { onCreated: options.onCreated } : {}),
      ...(deps.retryDelaysMs ? { retryDelaysMs: deps.retryDelaysMs } : {}),
    });
    phase.value = 'done';
  }

  return {
    phase,
    reading,
    lookupFailed,
    groups,
    shownGroups,
    onlyProblems,
    rowCount,
    problemRows,
    problemGroups,
    dialog,
    progress,
    result,
    start,
    retryLookUp,
    removeGroup,
    setOnlyProblems,
    requestSend,
    closeDialog,
    confirmSend,
  };
}

export type SuperBatchStore = ReturnType<typeof createSuperBatchStore>;

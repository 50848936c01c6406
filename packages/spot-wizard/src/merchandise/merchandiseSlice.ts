import {
  checkProductCode,
  checkXmlFile,
  estimatedRoadKm,
  FEATURE_ROUND_TRIP,
  fiscalUploadError,
  type GeoPoint,
  isSuperBatchPaste,
  looksLikeAccessKey,
  type Merchandise,
  type MerchandiseAddress,
  type MerchandiseErrorKind,
  normalizeAccessKey,
  normalizeProductCode,
  PRODUCT_CODE_MESSAGES,
  PRODUCT_CODE_PATTERN,
  type ProductCodeFail,
  parseSimplePaste,
  ROUND_TRIP_TRACKING_CODE,
  type RoundTrip,
  type ServiceType,
  SessionExpiredError,
  SUPER_BATCH_FORBIDDEN_MESSAGE,
  splitPastedRows,
  type TimeWindowDraft,
  type TrackingRecipient,
  type Warehouse,
} from '@box/core';
import { batch, computed, signal } from '@preact/signals-react';
import pLimit from 'p-limit';
import type { SpotWizardApi } from '../api';
import type { MerchandiseSlice, WizardEnvironment } from '../contracts';
import { BATCH_CHUNK_SIZE, type BatchApi, fillRows } from './batchFill';
import { codeRefusalTitle } from './codeRefusal';
import { type ResolveApi, resolveRow } from './resolveRow';
import { settledWithoutLookup } from './rowOutcome';
import { canEditRow, canRefreshRow } from './rowRules';
import { documentFields, newRow, rowFromPaste } from './rows';
import { accessKeyInXml, withXmlType } from './xmlAccessKey';

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

/** What the manual modal submits: the code, a geolocated address and the optional details. */
export interface ManualMerchandise {
  code: string;
  address: MerchandiseAddress;
  instructions: string | null;
  timeWindow: TimeWindowDraft;
  trackingRecipients: TrackingRecipient[];
}

export type ManualRequest =
  | { mode: 'add'; initial: Partial<ManualMerchandise> & { code: string } }
  | { mode: 'edit'; id: string; initial: ManualMerchandise };

export type WarehousesLoad = 'idle' | 'loading' | 'loaded' | 'error';

export interface UploadProblem {
  fileName: string;
  error: MerchandiseErrorKind;
}

/**
 * What a submitted code did: added (or handed to the manual modal), or refused with a message (and the §8
 * title of a refused code): under the field, or, with `alert`, as an alert about the account rather than about
 * what was typed.
 */
export type CodeOutcome = { ok: true } | { ok: false; message: string; title?: string; alert?: boolean };

/** A code refused by core's check, with its §8 title. */
function refused(check: ProductCodeFail): CodeOutcome {
  const title = codeRefusalTitle(check.code);
  return title ? { ok: false, title, message: check.message } : { ok: false, message: check.message };
}

const pointOf = (place: { latitude: number | null; longitude: number | null }): GeoPoint | null =>
  place.latitude === null || place.longitude === null
    ? null
    : { latitude: place.latitude, longitude: place.longitude };

/** The warehouse as the return place of a round trip (SPEC §3 "Round trip (warehouse format)"). */
export function roundTripFromWarehouse(warehouse: Warehouse): RoundTrip {
  return {
    isRoundTrip: true,
    trackingCode: ROUND_TRIP_TRACKING_CODE,
    address: { ...warehouse.address },
    latitude: warehouse.latitude,
    longitude: warehouse.longitude,
    opening_time: warehouse.opening_time,
    closing_time: warehouse.closing_time,
    delivery_instructions: warehouse.delivery_instructions,
  };
}

/**
 * Step 1 places and merchandise (SPEC §2 Step 1, §4 Merchandise): service type, warehouses, the list of rows
 * and the pipeline that resolves each row, the round trip. One per wizard instance.
 */
export function createMerchandiseSlice(deps: MerchandiseSliceDeps) {
  const { api, env } = deps;
  const limit = pLimit(deps.concurrency ?? 6);
  const flushMs = deps.flushMs ?? 50;
  const batchFrom = deps.batchFrom ?? 5;
  const batchChunkSize = deps.batchChunkSize ?? BATCH_CHUNK_SIZE;
  // Two batch calls in flight: the next chunk is on its way while the server answers the current one.
  const batchLimit = pLimit(2);

  const serviceType = signal<ServiceType>('DELIVERY');
  const warehousesLoad = signal<WarehousesLoad>('idle');
  const warehouses = signal<readonly Warehouse[]>([]);
  const warehouse = signal<Warehouse | null>(null);
  const items = signal<readonly Merchandise[]>([]);
  const roundTripChecked = signal(false);
  // Until edited, the return place is the warehouse, following it when another is picked.
  const roundTripEdited = signal<RoundTrip | null>(null);
  const roundTripPlace = computed(
    () => roundTripEdited.value ?? (warehouse.value ? roundTripFromWarehouse(warehouse.value) : null),
  );
  const manual = signal<ManualRequest | null>(null);
  const uploadProblems = signal<readonly UploadProblem[]>([]);
  const uploading = signal(0);
  const sessionExpired = signal(false);

  // The rows live here; `items` publishes them. Pipelines finishing close together publish once, so a
  // 500-row paste renders a few dozen times, not a thousand.
  let order: string[] = [];
  const rows = new Map<string, Merchandise>();
  const runs = new Map<string, number>();
  const inflight = new Set<Promise<void>>();
  // Files sent in this wizard, with the row each became (null while in flight).
  const uploadedFiles: { name: string; size: number; code: string | null }[] = [];
  let flushTimer: ReturnType<typeof setTimeout> | null = null;

  function publish() {
    if (flushTimer !== null) {
      clearTimeout(flushTimer);
      flushTimer = null;
    }
    items.value = order.map((id) => rows.get(id) as Merchandise);
  }

  function schedulePublish() {
    if (flushTimer === null) flushTimer = setTimeout(publish, flushMs);
  }

  function patch(id: string, run: number, fields: Partial<Merchandise>) {
    const row = rows.get(id);
    // A removed row, or one whose pipeline was restarted, ignores what an older run found.
    if (!row || runs.get(id) !== run) return;
    rows.set(id, { ...row, ...fields });
    schedulePublish();
  }

  function track(promise: Promise<void>) {
    inflight.add(promise);
    void promise.finally(() => inflight.delete(promise));
  }

  /** Puts a row back to loading under a new run (answers of older runs are ignored); null if it is gone. */
  function restart(id: string): number | null {
    const row = rows.get(id);
    if (!row) return null;
    const run = (runs.get(id) ?? 0) + 1;
    runs.set(id, run);
    rows.set(id, { ...row, status: { type: 'loading' } });
    return run;
  }

  const isCurrent = (id: string, run: number) => rows.has(id) && runs.get(id) === run;

  /** Starts (or restarts) a row's pipeline. */
  function resolve(id: string) {
    const run = restart(id);
    if (run === null) return;
    track(
      limit(async () => {
        const current = rows.get(id);
        if (!current || runs.get(id) !== run) return;
        try {
          const fields = await resolveRow(current, api, (midway) => patch(id, run, midway));
          patch(id, run, fields);
        } catch (error) {
          if (error instanceof SessionExpiredError) sessionExpired.value = true;
          patch(id, run, { status: { type: 'error', error: 'NetworkError' } });
        }
      }),
    );
  }

  /** Starts the pipelines of many rows: row by row for a few, in batch calls of a chunk of rows for more. */
  function resolveAll(ids: readonly string[]) {
    if (ids.length < batchFrom) {
      for (const id of ids) resolve(id);
      return;
    }
    const started = ids.flatMap((id) => {
      const run = restart(id);
      return run === null ? [] : [{ id, run }];
    });
    for (let at = 0; at < started.length; at += batchChunkSize) {
      const chunk = started.slice(at, at + batchChunkSize);
      track(batchLimit(() => resolveChunk(chunk)));
    }
  }

  async function resolveChunk(chunk: readonly { id: string; run: number }[]) {
    const asked: { id: string; run: number; row: Merchandise }[] = [];
    for (const { id, run } of chunk) {
      if (!isCurrent(id, run)) continue;
      const row = rows.get(id) as Merchandise;
      const settled = settledWithoutLookup(row);
      if (settled) patch(id, run, settled);
      else asked.push({ id, run, row });
    }
    if (asked.length === 0) return;
    let answers: (Partial<Merchandise> | null)[];
    try {
      answers = await fillRows(
        asked.map((a) => a.row),
        api,
      );
    } catch (error) {
      if (error instanceof SessionExpiredError) {
        sessionExpired.value = true;
        for (const { id, run } of asked) patch(id, run, { status: { type: 'error', error: 'NetworkError' } });
        return;
      }
      // The call as a whole failed (a server without it, a dropped connection): each row goes alone.
      for (const { id, run } of asked) if (isCurrent(id, run)) resolve(id);
      return;
    }
    asked.forEach(({ id, run }, i) => {
      const fields = answers[i];
      if (fields) patch(id, run, fields);
      else if (isCurrent(id, run)) resolve(id);
    });
  }

  function codes() {
    return order;
  }

  function insert(row: Merchandise, at = order.length) {
    rows.set(row.id, row);
    order = [...order.slice(0, at), row.id, ...order.slice(at)];
  }

  /** Takes a row out (its running pipeline, if any, is ignored from now on); the caller publishes. */
  function drop(id: string) {
    rows.delete(id);
    runs.set(id, (runs.get(id) ?? 0) + 1);
    order = order.filter((other) => other !== id);
  }

  function remove(id: string) {
    if (!rows.has(id)) return;
    drop(id);
    publish();
  }

  const canAdd = () => env.canAddMerchandise.value;

  /**
   * A code typed and submitted with Enter (or pasted alone). An access key is added and looked up; any other
   * code has no address yet, so it opens the manual modal (SPEC §5 NoEnoughData).
   */
  function submitCode(input: string): CodeOutcome {
    if (!canAdd()) return { ok: false, message: '' };
    const check = checkProductCode(input, codes());
    if (!check.ok) return refused(check);
    const { code } = check.value;
    if (!looksLikeAccessKey(code)) {
      manual.value = { mode: 'add', initial: { code } };
      return { ok: true };
    }
    insert(newRow(code, serviceType.value));
    resolve(code);
    publish();
    return { ok: true };
  }

  /**
   * A paste into the code input. A single cell is a code; several cells are a spreadsheet of the simple
   * columns (SPEC §3); more than 10 columns is a super batch. Returns false when there was nothing to take.
   */
  function paste(text: string): CodeOutcome {
    if (!canAdd()) return { ok: false, message: '' };
    const cells = splitPastedRows(text);
    if (cells.length === 0) return { ok: false, message: '' };
    if (isSuperBatchPaste(cells)) {
      return deps.onSuperBatchPaste
        ? deps.onSuperBatchPaste(text)
        : { ok: false, message: SUPER_BATCH_FORBIDDEN_MESSAGE, alert: true };
    }
    if (cells.length === 1 && (cells[0] as string[]).filter((cell) => cell !== '').length === 1) {
      return submitCode((cells[0] as string[]).find((cell) => cell !== '') ?? '');
    }
    addPasted(text);
    return { ok: true };
  }

  /** Adds the rows of a simple paste: codes already listed are dropped, invalid ones listed in error. */
  function addPasted(text: string) {
    const listed = new Set(order);
    const added: string[] = [];
    for (const pasted of parseSimplePaste(text)) {
      if (listed.has(pasted.code)) continue;
      listed.add(pasted.code);
      const row = rowFromPaste(pasted, serviceType.value);
      if (!PRODUCT_CODE_PATTERN.test(pasted.code)) {
        insert({ ...row, status: { type: 'error', error: 'InvalidProductCode' } });
        continue;
      }
      insert(row);
      added.push(row.id);
    }
    resolveAll(added);
    publish();
  }

  /** Looks a row up again (rowRules: errors a new look-up may change; the others are edited by hand). */
  function refresh(id: string) {
    const row = rows.get(id);
    if (!row || !canRefreshRow(row)) return;
    resolve(id);
    publish();
  }

  function manualOf(row: Merchandise): ManualMerchandise {
    return {
      code: row.trackingCode,
      address: row.address,
      instructions: row.instructions,
      timeWindow: row.timeWindow,
      trackingRecipients: row.trackingRecipients,
    };
  }

  function openManual(code = '') {
    if (!canAdd()) return;
    manual.value = { mode: 'add', initial: { code: normalizeProductCode(code) } };
  }

  /** SPEC §4: rows that are ok, or lack a geolocation or the data to find one (rowRules), can be edited. */
  function openEdit(id: string) {
    const row = rows.get(id);
    if (row && canEditRow(row)) manual.value = { mode: 'edit', id, initial: manualOf(row) };
  }

  function closeManual() {
    manual.value = null;
  }

  /** Saves the manual modal: a new row, or the edited one in its place. Refuses a clashing or invalid code. */
  function saveManual(value: ManualMerchandise): CodeOutcome {
    const request = manual.value;
    const editing = request?.mode === 'edit' ? rows.get(request.id) : undefined;
    const selfIndex = editing ? order.indexOf(editing.id) : undefined;
    const check = checkProductCode(value.code, order, { selfIndex });
    // In the form, a clash says the code is taken (SPEC §5 'Este código já está em uso.').
    if (!check.ok && check.code === 'DuplicateProductCode') {
      return { ok: false, title: PRODUCT_CODE_MESSAGES.duplicateTitle, message: PRODUCT_CODE_MESSAGES.inUse };
    }
    if (!check.ok) return refused(check);
    const { code, tooLong } = check.value;
    if (tooLong) return { ok: false, message: PRODUCT_CODE_MESSAGES.tooLong };
    const keepsDocument = editing && editing.id === code;
    const row = newRow(code, editing?.serviceType ?? serviceType.value, {
      ...(keepsDocument
        ? {
            fiscalDocument: editing.fiscalDocument,
            sender: editing.sender,
            volumesCount: editing.volumesCount,
          }
        : {}),
      address: value.address,
      instructions: value.instructions,
      timeWindow: value.timeWindow,
      trackingRecipients: value.trackingRecipients,
      status: pointOf(value.address) ? { type: 'ok' } : { type: 'loading' },
    });
    if (editing && selfIndex !== undefined) {
      drop(editing.id);
      insert(row, selfIndex);
    } else {
      insert(row);
    }
    if (row.status.type === 'loading') resolve(row.id);
    manual.value = null;
    publish();
    return { ok: true };
  }

  function setTimeWindow(id: string, timeWindow: TimeWindowDraft) {
    const row = rows.get(id);
    if (!row) return;
    rows.set(id, { ...row, timeWindow });
    publish();
  }

  function setRecipients(id: string, trackingRecipients: TrackingRecipient[]) {
    const row = rows.get(id);
    if (!row) return;
    rows.set(id, { ...row, trackingRecipients });
    publish();
  }

  function setServiceType(next: ServiceType) {
    serviceType.value = next;
    for (const id of order) {
      const row = rows.get(id) as Merchandise;
      if (row.serviceType !== next) rows.set(id, { ...row, serviceType: next });
    }
    publish();
  }

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

  /** Files picked with the XML button: each checked, uploaded, and its document added as a row. */
  function uploadFiles(files: readonly File[]) {
    if (!canAdd()) return;
    const problems: UploadProblem[] = [];
    for (const file of files) {
      // A file counts as listed while its row is (removing the row frees the file).
      const listed = uploadedFiles.filter((sent) => sent.code === null || rows.has(sent.code));
      const check = checkXmlFile(withXmlType(file), listed);
      if (!check.ok) {
        problems.push({ fileName: file.name, error: check.code });
        continue;
      }
      const sent = { name: file.name, size: file.size, code: null as string | null };
      uploadedFiles.push(sent);
      track(
        upload(file, null).then((code) => {
          sent.code = code;
          if (code === null) uploadedFiles.splice(uploadedFiles.indexOf(sent), 1);
        }),
      );
    }
    uploadProblems.value = problems;
  }

  /** A FiscalDocumentNotFound row takes its document from an XML file instead (SPEC §4). */
  function uploadForRow(id: string, file: File) {
    const check = checkXmlFile(withXmlType(file), []);
    if (!check.ok) {
      uploadProblems.value = [{ fileName: file.name, error: check.code }];
      return;
    }
    uploadProblems.value = [];
    track(upload(file, id).then(() => undefined));
  }

  /** Sends one file; resolves with the code of the row it became, or null. */
  async function upload(file: File, forRow: string | null): Promise<string | null> {
    uploading.value += 1;
    try {
      const { code, fields } = await uploadedDocument(file);
      const target = forRow === null ? undefined : rows.get(forRow);
      const clash = rows.get(code);
      // A document already listed and fine is not added twice; a listed one in error is replaced.
      if (clash && clash !== target && clash.status.type !== 'error') {
        uploadProblems.value = [
          ...uploadProblems.value,
          { fileName: file.name, error: 'UploadedFileDuplicated' },
        ];
        return null;
      }
      const place = target ?? clash;
      const at = place ? order.indexOf(place.id) : order.length;
      if (target) drop(target.id);
      if (clash && clash !== target) drop(clash.id);
      insert(newRow(code, serviceType.value, fields), Math.min(at, order.length));
      resolve(code);
      publish();
      return code;
    } catch (error) {
      if (error instanceof SessionExpiredError) sessionExpired.value = true;
      uploadProblems.value = [
        ...uploadProblems.value,
        { fileName: file.name, error: fiscalUploadError(error).kind },
      ];
      return null;
    } finally {
      uploading.value -= 1;
    }
  }

  /**
   * The document of an uploaded XML. When the server already holds it (sent before, here or on the upload
   * page), the row is looked up by the key the XML carries, as if typed.
   */
  async function uploadedDocument(file: File): Promise<{ code: string; fields: Partial<Merchandise> }> {
    try {
      const document = await limit(() => api.uploadFiscalDocument(file));
      return { code: normalizeAccessKey(document.accessKey), fields: documentFields(document) };
    } catch (error) {
      if (fiscalUploadError(error).kind !== 'UploadedFileDuplicated') throw error;
      const key = accessKeyInXml(await file.text());
      if (!key) throw error;
      return { code: key, fields: {} };
    }
  }

  function dismissUploadProblems() {
    uploadProblems.value = [];
  }

  /** 'Adicionar retorno': the return place starts as the warehouse (SPEC §2 'Rota circular'). */
  function setRoundTripChecked(checked: boolean) {
    roundTripChecked.value = checked;
  }

  /** The edit modal's place; the tracking code stays 'ROTA-CIRCULAR' whatever was sent. */
  function saveRoundTrip(place: RoundTrip) {
    roundTripEdited.value = { ...place, isRoundTrip: true, trackingCode: ROUND_TRIP_TRACKING_CODE };
  }

  const roundTripAvailable = computed(
    () => serviceType.value === 'DELIVERY' && env.features.value.has(FEATURE_ROUND_TRIP),
  );
  const roundTrip = computed(() =>
    roundTripAvailable.value && roundTripChecked.value ? roundTripPlace.value : null,
  );

  const distanceKm = computed(() => {
    const origin = warehouse.value ? pointOf(warehouse.value) : null;
    if (!origin) return null;
    const stops = items.value
      .filter((row) => row.status.type === 'ok')
      .map((row) => pointOf(row.address))
      .filter((point): point is GeoPoint => point !== null);
    if (stops.length === 0) return null;
    const back = roundTrip.value ? pointOf(roundTrip.value) : null;
    const path =
      serviceType.value === 'PICKUP' ? [...stops, origin] : [origin, ...stops, ...(back ? [back] : [])];
    return estimatedRoadKm(path);
  });

  const goodsValueTotal = computed(() =>
    items.value.reduce((sum, row) => sum + (row.fiscalDocument?.shipments.amount ?? 0), 0),
  );

  const documentsWeightKg = computed(() => {
    const weights = items.value
      .map((row) => row.fiscalDocument?.cargoMeasurements.grossWeightInKg ?? null)
      .filter((weight): weight is number => weight !== null);
    return weights.length === 0 ? null : weights.reduce((sum, weight) => sum + weight, 0);
  });

  const loadingCount = computed(() => items.value.filter((row) => row.status.type === 'loading').length);

  /** Resolves once every started look-up and upload has finished and the list shows it (tests, bench). */
  async function whenIdle(): Promise<void> {
    while (inflight.size > 0) await Promise.all([...inflight]);
    publish();
  }

  const slice: MerchandiseSlice = {
    serviceType,
    warehouses,
    warehouse,
    items,
    roundTrip,
    distanceKm,
    goodsValueTotal,
    documentsWeightKg,
  };

  return {
    ...slice,
    warehousesLoad,
    manual,
    uploadProblems,
    uploading,
    sessionExpired,
    roundTripAvailable,
    roundTripChecked,
    roundTripPlace,
    loadingCount,
    setServiceType,
    loadWarehouses,
    selectWarehouse,
    warehouseCreated,
    submitCode,
    paste,
    refresh,
    remove,
    openManual,
    openEdit,
    closeManual,
    saveManual,
    setTimeWindow,
    setRecipients,
    uploadFiles,
    uploadForRow,
    dismissUploadProblems,
    setRoundTripChecked,
    saveRoundTrip,
    whenIdle,
  };
}

export type MerchandiseStore = ReturnType<typeof createMerchandiseSlice>;

import { SessionExpiredError } from '@box/core/api';
import type { BillingDownloadStatus } from '@box/core/catalogues';
import { type BillingMonth, billingMonthTabs } from '@box/core/rules';
import type { BillingSummary, MonthlyTotal } from '@box/core/schemas';
import { saveBlob } from '@box/ui';
import { computed, signal } from '@preact/signals-react';
import type { StatementApi } from '../api';
import {
  buildDetailIndex,
  type DetailFilters,
  type DetailIndex,
  detailRows,
  NO_DETAIL_FILTERS,
} from './detailRows';
import { monthKey, monthSelection, periodOf, type Selection } from './selection';

export type TotalsState =
  | { kind: 'loading' }
  | { kind: 'loaded'; byMonth: ReadonlyMap<string, number> }
  | { kind: 'error' };

export type StatementState =
  | { kind: 'loading' }
  | { kind: 'loaded'; summary: BillingSummary; index: DetailIndex }
  | { kind: 'error' }
  | { kind: 'session-expired' };

export type DownloadState = { kind: 'idle' } | { kind: 'downloading' } | { kind: 'failed' };

export interface StatementStoreOptions {
  /** Today's date, which decides the month tabs (injectable for tests and stories). */
  now?: () => Date;
  /** Saves the downloaded sheet (injectable for tests). */
  save?: (blob: Blob, filename: string) => void;
}

const totalsByMonth = (totals: readonly MonthlyTotal[]) =>
  new Map(totals.map((t) => [monthKey(t.year, t.month), t.totalPrice]));

/** The state of one statement widget (never module-level: two widgets on a page keep their own). */
export function createStatementStore({
  now = () => new Date(),
  save = saveBlob,
}: StatementStoreOptions = {}) {
  const months = signal<BillingMonth[]>(billingMonthTabs(now()));
  const lastMonth = () => months.value[months.value.length - 1] as BillingMonth;
  const totals = signal<TotalsState>({ kind: 'loading' });
  const selection = signal<Selection>(monthSelection(lastMonth()));
  const statement = signal<StatementState>({ kind: 'loading' });
  const filters = signal<DetailFilters>(NO_DETAIL_FILTERS);
  const showTaxes = signal(false);
  const downloadStatus = signal<BillingDownloadStatus>('ALL');
  const download = signal<DownloadState>({ kind: 'idle' });
  const customPeriodOpen = signal(false);
  const openOrderId = signal<number | null>(null);
  let latestRequest = 0;

  const view = computed(() => {
    const state = statement.value;
    return state.kind === 'loaded' ? detailRows(state.index, filters.value) : null;
  });
  /** SPEC §2: the Download button is disabled while there is no summary. */
  const canDownload = computed(() => {
    const state = statement.value;
    return (
      state.kind === 'loaded' &&
      state.summary.byVehicleType.length > 0 &&
      download.value.kind !== 'downloading'
    );
  });

  /** A reload answers the failed download's error state: its alert goes with it. */
  function clearFailedDownload() {
    if (download.value.kind === 'failed') download.value = { kind: 'idle' };
  }

  function failWith(error: unknown) {
    statement.value = error instanceof SessionExpiredError ? { kind: 'session-expired' } : { kind: 'error' };
  }

  /** Summary, then details, of the selected period; a selection made meanwhile supersedes this load. */
  async function loadStatement(api: StatementApi, request: number): Promise<void> {
    const period = periodOf(selection.value);
    const summary = await api.billingSummary(period);
    if (request !== latestRequest) return;
    const details = await api.billingDetails(period);
    if (request !== latestRequest) return;
    statement.value = { kind: 'loaded', summary, index: buildDetailIndex(details) };
  }

  /** SPEC §4 "Billing page": six months of totals, the last month selected, its summary, then its details. */
  async function start(api: StatementApi): Promise<void> {
    const request = ++latestRequest;
    months.value = billingMonthTabs(now());
    totals.value = { kind: 'loading' };
    statement.value = { kind: 'loading' };
    filters.value = NO_DETAIL_FILTERS;
    selection.value = monthSelection(lastMonth());
    clearFailedDownload();
    const first = months.value[0] as BillingMonth;
    try {
      const answer = await api.billingMonthlyTotals({ from: first.from, to: lastMonth().to });
      if (request !== latestRequest) return;
      totals.value = { kind: 'loaded', byMonth: totalsByMonth(answer) };
      await loadStatement(api, request);
    } catch (error) {
      if (request !== latestRequest) return;
      if (totals.value.kind === 'loading') totals.value = { kind: 'error' };
      failWith(error);
    }
  }

  async function select(api: StatementApi, next: Selection): Promise<void> {
    const request = ++latestRequest;
    selection.value = next;
    statement.value = { kind: 'loading' };
    openOrderId.value = null;
    clearFailedDownload();
    try {
      await loadStatement(api, request);
    } catch (error) {
      if (request === latestRequest) failWith(error);
    }
  }

  /** 'Tente novamente': everything again when the totals failed, else the selected period. */
  function retry(api: StatementApi): Promise<void> {
    return totals.value.kind === 'error' ? start(api) : select(api, selection.value);
  }

  /** GET /billing-statement/download, saved under the server's file name; a loading modal meanwhile. */
  async function downloadSheet(api: StatementApi): Promise<void> {
    if (!canDownload.value) return;
    download.value = { kind: 'downloading' };
    try {
      const { blob, filename } = await api.billingDownload({
        ...periodOf(selection.value),
        orderStatus: downloadStatus.value,
      });
      save(blob, filename);
      download.value = { kind: 'idle' };
    } catch (error) {
      // A load started meanwhile must not land over the state this failure sets.
      latestRequest += 1;
      if (error instanceof SessionExpiredError) {
        download.value = { kind: 'idle' };
        statement.value = { kind: 'session-expired' };
        return;
      }
      // SPEC §8 "any failed call sets an error flag with a reload option": the statement gives way to its
      // error state ('Tente novamente' loads the period again); the alert says it was the sheet that failed.
      download.value = { kind: 'failed' };
      statement.value = { kind: 'error' };
    }
  }

  return {
    months,
    totals,
    selection,
    statement,
    filters,
    showTaxes,
    downloadStatus,
    download,
    customPeriodOpen,
    openOrderId,
    view,
    canDownload,
    now,
    start,
    select,
    retry,
    downloadSheet,
  };
}

export type StatementStore = ReturnType<typeof createStatementStore>;

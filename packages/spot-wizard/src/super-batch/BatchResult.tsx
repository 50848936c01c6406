import { batchResultLevel } from '@box/core/errors';
import { formatWeight } from '@box/core/format';
import { Alert, Button, Table, type TableColumn } from '@box/ui';
import { useSignals } from '@preact/signals-react/runtime';
import type { SendOutcome } from './sendGroups';
import type { SuperBatchStore } from './superBatchStore';
import { BATCH_TEXTS } from './texts';
import { useFocusOnMount } from './useFocusOnMount';

type Succeeded = SendOutcome['succeededBatchSpots'][number];
type Failed = SendOutcome['failedBatchSpots'][number];

const externalIdOf = (row: { externalId: string | null }) => row.externalId ?? BATCH_TEXTS.noExternalId;

const SUCCEEDED_COLUMNS: readonly TableColumn<Succeeded>[] = [
  { id: 'externalId', header: BATCH_TEXTS.externalId, cell: externalIdOf },
  { id: 'order', header: BATCH_TEXTS.order, cell: (row) => row.orderId },
  {
    id: 'weight',
    header: BATCH_TEXTS.weight,
    cell: (row) =>
      row.totalWeightInKilograms === null ? BATCH_TEXTS.noWeight : formatWeight(row.totalWeightInKilograms),
  },
];

const FAILED_COLUMNS: readonly TableColumn<Failed>[] = [
  { id: 'externalId', header: BATCH_TEXTS.externalId, cell: externalIdOf },
  { id: 'error', header: BATCH_TEXTS.error, cell: (row) => row.error.title },
  {
    id: 'message',
    header: BATCH_TEXTS.message,
    cell: (row) => <span className="box-batch-result__message">{row.error.message}</span>,
  },
];

export interface BatchResultProps {
  store: SuperBatchStore;
  onMonitoring: () => void;
  onNewBatch: () => void;
}

/**
 * SPEC §2 batch result: '{succeeded} de {requested} rotas solicitadas com sucesso!' (a warning when any group
 * failed, else a success), the groups that became orders (external id, OS, weight) and those that failed
 * (external id, error title and message), and the way to monitoring.
 */
export function BatchResult({ store, onMonitoring, onNewBatch }: BatchResultProps) {
  useSignals();
  const ref = useFocusOnMount<HTMLDivElement>();
  const result = store.result.value;
  if (!result) return null;
  const succeeded = result.succeededBatchSpots;
  const failed = result.failedBatchSpots;
  const requested = succeeded.length + failed.length;
  return (
    <div className="box-batch-result" ref={ref} tabIndex={-1}>
      <Alert
        tone={batchResultLevel(failed.length)}
        title={BATCH_TEXTS.resultTitle(succeeded.length, requested)}
      >
        {BATCH_TEXTS.progress(requested, requested, failed.length)}
      </Alert>
      {/* Above the lists, which may run to hundreds of rows. */}
      <div className="box-batch-result__actions">
        <Button onClick={onMonitoring}>{BATCH_TEXTS.toMonitoring}</Button>
        <Button variant="secondary" onClick={onNewBatch}>
          {BATCH_TEXTS.newBatch}
        </Button>
      </div>
      {failed.length > 0 ? (
        <section className="box-batch-result__list" aria-label={BATCH_TEXTS.failedTitle}>
          <h3 className="box-batch-result__title">{BATCH_TEXTS.failedTitle}</h3>
          <Table
            columns={FAILED_COLUMNS}
            rows={failed}
            rowKey={(row) => `${row.externalId ?? ''}`}
            caption={BATCH_TEXTS.failedTitle}
          />
        </section>
      ) : null}
      {succeeded.length > 0 ? (
        <section className="box-batch-result__list" aria-label={BATCH_TEXTS.succeededTitle}>
          <h3 className="box-batch-result__title">{BATCH_TEXTS.succeededTitle}</h3>
          <Table
            columns={SUCCEEDED_COLUMNS}
            rows={succeeded}
            rowKey={(row) => row.orderId}
            caption={BATCH_TEXTS.succeededTitle}
          />
        </section>
      ) : null}
    </div>
  );
}

import { Button, ErrorState, Spinner } from '@box/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { MONITORING_PATH } from '../messages/summary';
import { usePartSheets } from '../wizard/partSheets';
import { BatchDialogs } from './BatchDialogs';
import { BatchProgress } from './BatchProgress';
import { BatchResult } from './BatchResult';
import { BatchReview } from './BatchReview';
import { SUPER_BATCH_SHEETS } from './styles';
import type { SuperBatchHost } from './superBatchHost';
import { BATCH_TEXTS } from './texts';

export interface SuperBatchScreenProps {
  host: SuperBatchHost;
  onNavigate?: (path: string) => void;
  /** Each order the batch placed (POST /spots/batch answered its id). */
  onOrderCreated?: (order: { id: number }) => void;
}

/**
 * The super batch in the wizard (SPEC §4): looking the rows up, the grouped list, the confirmation, progress
 * and the result. Its code and its CSS are a chunk of their own (wizard/lazyParts.tsx).
 */
export function SuperBatchScreen({ host, onNavigate, onOrderCreated }: SuperBatchScreenProps) {
  useSignals();
  usePartSheets(SUPER_BATCH_SHEETS);
  const store = host.store.value;

  if (host.loadFailed.value) {
    return (
      <div className="box-batch">
        <ErrorState
          title={BATCH_TEXTS.loadError}
          onRetry={host.retry}
          retryLabel={BATCH_TEXTS.retry}
          retryAs="button"
        />
        <div className="box-batch-review__actions">
          <Button variant="secondary" onClick={host.exit}>
            {BATCH_TEXTS.cancel}
          </Button>
        </div>
      </div>
    );
  }
  const phase = store?.phase.value ?? 'reading';
  const reading = store?.reading.value ?? { done: 0, total: 0 };
  return (
    <div className="box-batch">
      {phase === 'reading' || !store ? (
        <div className="box-batch__reading">
          <Spinner decorative />
          <p role="status">{BATCH_TEXTS.reading(reading.done, reading.total)}</p>
        </div>
      ) : null}
      {store && phase === 'review' ? <BatchReview store={store} onExit={host.exit} /> : null}
      {store && phase === 'sending' ? <BatchProgress store={store} /> : null}
      {store && phase === 'done' ? (
        <BatchResult
          store={store}
          onMonitoring={() => onNavigate?.(MONITORING_PATH)}
          onNewBatch={host.exit}
        />
      ) : null}
      {store ? (
        <BatchDialogs
          store={store}
          onConfirm={() => void store.confirmSend(onOrderCreated ? { onCreated: onOrderCreated } : {})}
        />
      ) : null}
    </div>
  );
}

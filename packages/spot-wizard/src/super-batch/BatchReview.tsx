import { Alert, Button, Checkbox, EmptyState, ErrorState } from '@box/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { BatchGroupCard } from './BatchGroupCard';
import type { SuperBatchStore } from './superBatchStore';
import { BATCH_TEXTS } from './texts';

export interface BatchReviewProps {
  store: SuperBatchStore;
  /** 'Cancelar': back to the wizard's steps. */
  onExit: () => void;
}

/** The pasted sheet grouped by external id (SPEC §2), its problems, and the way to send it. */
export function BatchReview({ store, onExit }: BatchReviewProps) {
  useSignals();
  const groups = store.groups.value;
  const problemRows = store.problemRows.value;
  const problemGroups = store.problemGroups.value;

  return (
    <div className="box-batch-review">
      {store.lookupFailed.value ? (
        <ErrorState
          title={BATCH_TEXTS.fillFailed}
          onRetry={() => void store.retryLookUp()}
          retryLabel={BATCH_TEXTS.retry}
          retryAs="button"
        />
      ) : null}
      {groups.length === 0 ? (
        <EmptyState title={BATCH_TEXTS.empty} />
      ) : (
        <>
          <p className="box-batch-review__summary">
            {BATCH_TEXTS.summary(store.rowCount.value, groups.length)}
          </p>
          {problemRows > 0 ? (
            <Alert tone="warning" title={BATCH_TEXTS.problemsMessage}>
              {BATCH_TEXTS.problemsSummary(problemRows, problemGroups)}
            </Alert>
          ) : null}
          {problemGroups > 0 && problemGroups < groups.length ? (
            <Checkbox
              checked={store.onlyProblems.value}
              onChange={store.setOnlyProblems}
              label={BATCH_TEXTS.onlyProblems}
            />
          ) : null}
          <ul className="box-batch-review__groups" aria-label={BATCH_TEXTS.groupsLabel}>
            {store.shownGroups.value.map((view) => (
              <BatchGroupCard key={view.key} view={view} onRemove={store.removeGroup} />
            ))}
          </ul>
        </>
      )}
      <div className="box-batch-review__actions box-batch-review__actions--sticky">
        <Button variant="secondary" onClick={onExit}>
          {BATCH_TEXTS.cancel}
        </Button>
        {groups.length > 0 ? (
          <Button onClick={store.requestSend}>{BATCH_TEXTS.send(groups.length)}</Button>
        ) : null}
      </div>
    </div>
  );
}

import { useSignals } from '@preact/signals-react/runtime';
import type { SuperBatchStore } from './superBatchStore';
import { BATCH_TEXTS } from './texts';
import { useFocusOnMount } from './useFocusOnMount';

/**
 * SPEC §4 progress while the groups go one by one: 'X de Y rotas foram solicitadas. Z falharam.', with a bar.
 * The sentence is a polite live region: a screen reader hears it as it changes, without being interrupted.
 */
export function BatchProgress({ store }: { store: SuperBatchStore }) {
  useSignals();
  const { sent, total, failed } = store.progress.value;
  const ref = useFocusOnMount<HTMLDivElement>();
  return (
    <div className="box-batch-progress" ref={ref} tabIndex={-1}>
      <progress
        className="box-batch-progress__bar"
        max={Math.max(total, 1)}
        value={sent}
        aria-label={BATCH_TEXTS.progressLabel}
      />
      <p className="box-batch-progress__text" role="status">
        {BATCH_TEXTS.progress(sent, total, failed)}
      </p>
      <p className="box-batch-progress__hint">{BATCH_TEXTS.keepOpen}</p>
    </div>
  );
}

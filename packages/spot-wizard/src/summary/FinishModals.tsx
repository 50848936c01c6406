import { messageFor } from '@box/core/errors';
import { Button, Modal, Spinner } from '@box/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { FinanceInfoModal } from '../finance/FinanceInfoModal';
import { SUMMARY_MESSAGES } from '../messages/summary';
import { usePartSheets } from '../wizard/partSheets';
import { FINISH_MODALS_SHEETS } from './styles';
import type { SummarySlice } from './summarySlice';

export interface FinishModalsProps {
  summary: SummarySlice;
  onRecalculate: () => void;
  /** The finance info was saved: place the order again, with the same idempotency key. */
  onRetryFinish: () => void;
  /** The success modal's confirm. */
  onDone: (orderId: number) => void;
}

const noop = () => {};

/**
 * The dialogs around the quote and the finish (SPEC §2 "Other", §4, §8): estimate error (Cancelar /
 * Recalcular), 'Finalizando solicitação', success, the finance info form, and the message modal for the other
 * errors ('Ok, entendi'; an outdated quote also offers recalculating).
 */
export function FinishModals({ summary, onRecalculate, onRetryFinish, onDone }: FinishModalsProps) {
  useSignals();
  usePartSheets(FINISH_MODALS_SHEETS);
  const finish = summary.finishState.value;
  const estimateError = messageFor({ kind: 'EstimateFailed' });
  const recalculate = () => {
    summary.dismissFinishError();
    onRecalculate();
  };
  const failure =
    finish.kind !== 'error'
      ? null
      : finish.error.kind === 'NetworkError'
        ? { title: SUMMARY_MESSAGES.networkErrorTitle, message: SUMMARY_MESSAGES.networkErrorMessage }
        : messageFor(finish.error);
  const outdated = finish.kind === 'error' && finish.error.kind === 'EstimateNoLongerValid';

  return (
    <>
      <Modal
        open={summary.estimateErrorOpen.value}
        title={estimateError.title}
        onClose={summary.closeEstimateError}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={summary.closeEstimateError}>
              {SUMMARY_MESSAGES.estimateErrorCancel}
            </Button>
            <Button onClick={onRecalculate}>{SUMMARY_MESSAGES.recalculate}</Button>
          </>
        }
      >
        <p>{estimateError.message}</p>
      </Modal>

      {/* Nothing to close while the order is being placed: the dialog leaves when the answer comes. */}
      <Modal
        open={finish.kind === 'submitting'}
        title={SUMMARY_MESSAGES.finishingTitle}
        onClose={noop}
        size="sm"
      >
        <div className="box-summary__finishing" role="status">
          <Spinner size="md" decorative />
          <span>{SUMMARY_MESSAGES.finishingMessage}</span>
        </div>
      </Modal>

      <Modal
        open={finish.kind === 'success'}
        title={SUMMARY_MESSAGES.successTitle}
        onClose={() => finish.kind === 'success' && onDone(finish.id)}
        size="sm"
        footer={
          <Button data-autofocus onClick={() => finish.kind === 'success' && onDone(finish.id)}>
            {SUMMARY_MESSAGES.successConfirm}
          </Button>
        }
      >
        {finish.kind === 'success' ? <p>{SUMMARY_MESSAGES.successMessage(finish.id)}</p> : null}
      </Modal>

      <FinanceInfoModal
        open={finish.kind === 'finance'}
        onClose={summary.dismissFinishError}
        onSaved={onRetryFinish}
      />

      <Modal
        open={failure !== null}
        title={failure?.title ?? ''}
        onClose={summary.dismissFinishError}
        size="sm"
        footer={
          <>
            {outdated ? (
              <Button variant="secondary" onClick={recalculate}>
                {SUMMARY_MESSAGES.recalculate}
              </Button>
            ) : null}
            <Button data-autofocus onClick={summary.dismissFinishError}>
              {SUMMARY_MESSAGES.messageConfirm}
            </Button>
          </>
        }
      >
        {failure ? <p className="box-summary__message">{failure.message}</p> : null}
      </Modal>
    </>
  );
}

import type { ErrorMessage } from '@box/core/errors';
import { Button, Modal } from '@box/ui';
import { memo } from 'react';
import { MESSAGES } from '../messages';

export interface LoadErrorDialogProps {
  /** Core's text of the failure to show (SPEC §8 'Erro! status: {code}'); null keeps the dialog closed. */
  failure: ErrorMessage | null;
  onRetry: () => void;
  onClose: () => void;
}

/** SPEC §8: a failed load shows its error in a dialog, with a retry. */
export const LoadErrorDialog = memo(function LoadErrorDialog({
  failure,
  onRetry,
  onClose,
}: LoadErrorDialogProps) {
  return (
    <Modal
      open={failure !== null}
      size="sm"
      title={failure?.title}
      onClose={onClose}
      footer={
        <Button onClick={onRetry} data-autofocus>
          {MESSAGES.retry}
        </Button>
      }
    >
      <p className="box-monitoring__error-status">{failure?.message}</p>
    </Modal>
  );
});

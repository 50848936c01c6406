import { Button, Modal } from '@box/ui';
import { memo } from 'react';
import { MESSAGES } from '../messages';

export interface LoadErrorDialogProps {
  open: boolean;
  /** HTTP status (0: no answer), or null for an answer of unexpected shape. */
  status: number | null;
  onRetry: () => void;
  onClose: () => void;
}

/** SPEC §8: a failed load shows 'Erro! status: {code}' in the error dialog, with a retry. */
export const LoadErrorDialog = memo(function LoadErrorDialog({
  open,
  status,
  onRetry,
  onClose,
}: LoadErrorDialogProps) {
  return (
    <Modal
      open={open}
      size="sm"
      title={MESSAGES.loadErrorTitle}
      onClose={onClose}
      footer={
        <Button onClick={onRetry} data-autofocus>
          {MESSAGES.retry}
        </Button>
      }
    >
      <p className="box-monitoring__error-status">
        {status === null ? MESSAGES.loadErrorShape : MESSAGES.loadErrorStatus(status)}
      </p>
    </Modal>
  );
});

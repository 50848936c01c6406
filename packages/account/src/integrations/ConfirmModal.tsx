import { Button, Modal } from '@box/ui';
import { INTEGRATIONS_MESSAGES } from './messages';

export interface ConfirmModalProps {
  open: boolean;
  title: string;
  question: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that cannot be undone (revoking a key, deleting an endpoint); 'Cancelar' has focus. */
export function ConfirmModal({
  open,
  title,
  question,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      size="sm"
      closeLabel={INTEGRATIONS_MESSAGES.close}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy} data-autofocus>
            {INTEGRATIONS_MESSAGES.cancel}
          </Button>
          <Button onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className="box-integrations__question">{question}</p>
    </Modal>
  );
}

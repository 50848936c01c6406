import type { TimeWindowDraft } from '@box/core/schemas';
import { Button, Modal } from '@box/ui';
import { type FormEvent, useId, useState } from 'react';
import { TimeWindowFields } from './TimeWindowFields';
import { timeWindowState } from './timeWindowError';

export const TIME_WINDOW_MODAL_TEXTS = {
  title: 'Horário de atendimento',
  cancel: 'Cancelar',
  confirm: 'Confirmar',
} as const;

export interface TimeWindowModalProps {
  open: boolean;
  /** The row's window ('' ends when it has none). */
  initial: TimeWindowDraft;
  onConfirm: (value: TimeWindowDraft) => void;
  onClose: () => void;
  title?: string;
}

/**
 * SPEC §2/§5 time window picker: start and end 'HH:mm' on the 10-minute grid, no date; both required, the end
 * after the start; Confirmar disabled while invalid.
 */
export function TimeWindowModal({ open, ...props }: TimeWindowModalProps) {
  // Mounted only while open, so each opening starts from the row's window.
  return open ? <TimeWindowDialog {...props} /> : null;
}

function TimeWindowDialog({
  initial,
  onConfirm,
  onClose,
  title = TIME_WINDOW_MODAL_TEXTS.title,
}: Omit<TimeWindowModalProps, 'open'>) {
  const formId = useId();
  const [value, setValue] = useState<TimeWindowDraft>(initial);
  const { valid, error } = timeWindowState(value, true);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (valid) onConfirm({ start: value.start.trim(), end: value.end.trim() });
  }

  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {TIME_WINDOW_MODAL_TEXTS.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={!valid}>
            {TIME_WINDOW_MODAL_TEXTS.confirm}
          </Button>
        </>
      }
    >
      <form id={formId} className="box-step1__form" onSubmit={submit} noValidate>
        <TimeWindowFields value={value} onChange={setValue} error={error} required />
      </form>
    </Modal>
  );
}

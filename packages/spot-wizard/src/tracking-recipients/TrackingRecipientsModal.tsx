import { COPY_NOTIFICATION_HIDE_MS } from '@box/core/catalogues';
import { LINK_COPIED_TEXT, REQUEST_MESSAGES } from '@box/core/errors';
import { parseRecipient } from '@box/core/rules';
import type { TrackingRecipient } from '@box/core/schemas';
import { Alert, Button, CenterNotification, Modal } from '@box/ui';
import { type FormEvent, useId, useState } from 'react';
import { RecipientsInput } from './RecipientsInput';
import { addRecipient, recipientsChanged } from './recipients';

export const TRACKING_RECIPIENTS_TEXTS = {
  title: 'Rastreio da mercadoria',
  code: 'Código',
  address: 'Endereço',
  copyLink: 'Copiar link',
  back: 'Voltar',
  add: 'Adicionar',
  saveFailed: 'Não foi possível salvar os destinatários.',
} as const;

export interface TrackingRecipientsModalProps {
  open: boolean;
  code: string;
  /** The row's address, in one line. */
  address: string;
  recipients: readonly TrackingRecipient[];
  /** The public tracking link, when the shipment has one (rows of the wizard have none yet). */
  shareLink?: string | null;
  /** Called only when the list changed; a rejected promise shows the save failure. */
  onSubmit: (recipients: TrackingRecipient[]) => void | Promise<void>;
  onClose: () => void;
}

/** SPEC §2 'Rastreio da mercadoria': who is told about the shipment; submits only a changed list. */
export function TrackingRecipientsModal({ open, ...props }: TrackingRecipientsModalProps) {
  return open ? <TrackingRecipientsDialog {...props} /> : null;
}

function TrackingRecipientsDialog({
  code,
  address,
  recipients,
  shareLink = null,
  onSubmit,
  onClose,
}: Omit<TrackingRecipientsModalProps, 'open'>) {
  const formId = useId();
  const [list, setList] = useState<TrackingRecipient[]>([...recipients]);
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const [copied, setCopied] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // A valid recipient still in the field counts as added.
    const final = text.trim() !== '' && parseRecipient(text) ? (addRecipient(list, text) ?? list) : list;
    if (!recipientsChanged(final, recipients)) {
      onClose();
      return;
    }
    setSaving(true);
    setFailed(false);
    try {
      await onSubmit(final);
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  }

  async function copyLink() {
    if (!shareLink) return;
    await navigator.clipboard?.writeText(shareLink);
    setCopied(true);
  }

  return (
    <Modal
      open
      title={TRACKING_RECIPIENTS_TEXTS.title}
      onClose={onClose}
      footer={
        <>
          {shareLink ? (
            <Button variant="ghost" onClick={() => void copyLink()} className="box-step1__footer-start">
              {TRACKING_RECIPIENTS_TEXTS.copyLink}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {TRACKING_RECIPIENTS_TEXTS.back}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {TRACKING_RECIPIENTS_TEXTS.add}
          </Button>
        </>
      }
    >
      <form id={formId} className="box-step1__form" onSubmit={(event) => void submit(event)} noValidate>
        <dl className="box-step1__facts">
          <dt>{TRACKING_RECIPIENTS_TEXTS.code}</dt>
          <dd>{code}</dd>
          <dt>{TRACKING_RECIPIENTS_TEXTS.address}</dt>
          <dd>{address || '—'}</dd>
        </dl>
        <RecipientsInput
          value={list}
          onChange={setList}
          text={text}
          onTextChange={setText}
          disabled={saving}
        />
        {failed ? (
          <Alert tone="danger" title={TRACKING_RECIPIENTS_TEXTS.saveFailed}>
            {REQUEST_MESSAGES.failure}
          </Alert>
        ) : null}
      </form>
      <CenterNotification open={copied} delayMs={COPY_NOTIFICATION_HIDE_MS} onHidden={() => setCopied(false)}>
        {LINK_COPIED_TEXT}
      </CenterNotification>
    </Modal>
  );
}

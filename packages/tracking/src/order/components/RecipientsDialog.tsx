import { REQUEST_MESSAGES } from '@box/core/errors';
import { addTrackingRecipient, recipientText, trackingRecipientsChanged } from '@box/core/rules';
import type { ShipmentSharing, TrackingRecipient, TrackingStop } from '@box/core/schemas';
import { Alert, Button, Modal, TextField } from '@box/ui';
import { type FormEvent, useId, useState } from 'react';
import { orderTrackingApi } from '../api';
import { ORDER_TRACKING_TEXTS } from '../texts';

const T = ORDER_TRACKING_TEXTS.recipients;

export interface RecipientsDialogProps {
  stop: TrackingStop;
  sharing: ShipmentSharing;
  /** The stop's /rr/ link, resolved. */
  shareUrl: string | null;
  copy: (url: string) => void;
  onSaved: (sharing: ShipmentSharing) => void;
  onClose: () => void;
}

/**
 * SPEC §2 'Rastreio da mercadoria' for a stop of a signed-in order: who is told about the shipment. Submits
 * only a changed list (POST /shipments/trackings); a failure says 'Não foi possível salvar os destinatários.'.
 */
export function RecipientsDialog({ stop, sharing, shareUrl, copy, onSaved, onClose }: RecipientsDialogProps) {
  const api = orderTrackingApi.useApi();
  const formId = useId();
  const [list, setList] = useState<TrackingRecipient[]>([...sharing.recipients]);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  function include() {
    const next = addTrackingRecipient(list, text);
    if (!next) {
      setInvalid(true);
      return;
    }
    setList(next);
    setText('');
    setInvalid(false);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    // A valid recipient still in the field counts as added.
    const final = text.trim() ? (addTrackingRecipient(list, text) ?? list) : list;
    if (!trackingRecipientsChanged(final, sharing.recipients)) {
      onClose();
      return;
    }
    setSaving(true);
    setFailed(false);
    try {
      onSaved(await api.saveShipmentTrackings({ shipmentId: sharing.shipmentId, recipients: final }));
    } catch {
      setFailed(true);
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={T.title}
      onClose={onClose}
      footer={
        <>
          {shareUrl ? (
            <Button variant="ghost" onClick={() => copy(shareUrl)}>
              {T.copyLink}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {T.back}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {T.submit}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="box-order-tracking__recipients"
        onSubmit={(e) => void submit(e)}
        noValidate
      >
        <dl className="box-order-tracking__info">
          <dt>{T.code}</dt>
          <dd>{stop.trackingCode ?? '—'}</dd>
          <dt>{T.address}</dt>
          <dd>{stop.address}</dd>
        </dl>
        <h3 className="box-order-tracking__recipients-title">{T.list}</h3>
        {list.length === 0 ? <p className="box-order-tracking__muted">{T.none}</p> : null}
        <ul className="box-order-tracking__recipient-list">
          {list.map((recipient) => {
            const shown = recipientText(recipient);
            return (
              <li key={shown}>
                <span>{shown}</span>
                <Button
                  variant="link"
                  size="sm"
                  aria-label={T.remove(shown)}
                  disabled={saving}
                  onClick={() => setList(list.filter((other) => other !== recipient))}
                >
                  ×
                </Button>
              </li>
            );
          })}
        </ul>
        <div className="box-order-tracking__recipient-add">
          <TextField
            label={T.input}
            value={text}
            disabled={saving}
            error={invalid ? T.invalid : undefined}
            onChange={(value) => {
              setText(value);
              setInvalid(false);
            }}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              include();
            }}
          />
          <Button variant="secondary" size="sm" onClick={include} disabled={saving || !text.trim()}>
            {T.addOne}
          </Button>
        </div>
        {failed ? (
          <Alert tone="danger" title={T.saveFailed}>
            {REQUEST_MESSAGES.failure}
          </Alert>
        ) : null}
      </form>
    </Modal>
  );
}

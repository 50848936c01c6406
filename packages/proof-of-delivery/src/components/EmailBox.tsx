import { Alert, Button, Modal, TextField } from '@box/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, useId } from 'react';
import { proofApi } from '../api';
import { MESSAGES } from '../messages';
import type { ProofStore } from '../state/store';

export interface EmailBoxProps {
  store: ProofStore;
  hashId: string;
}

/** SPEC §2/§5/§8: send the proof to an address, after a confirmation; signed-in page only. */
export function EmailBox({ store, hashId }: EmailBoxProps) {
  useSignals();
  const api = proofApi.useApi();
  const headingId = useId();
  const notice = store.notice.value;
  const confirming = store.confirming.value;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    store.requestSend();
  };

  return (
    <section className="box-pod__card box-pod-email" aria-labelledby={headingId}>
      <h3 id={headingId} className="box-pod__subtitle">
        {MESSAGES.emailTitle}
      </h3>
      <form className="box-pod-email__form" onSubmit={submit} noValidate>
        <TextField
          label={MESSAGES.emailLabel}
          type="email"
          autoComplete="email"
          value={store.email.value}
          onChange={(value) => {
            store.email.value = value;
          }}
          aria-invalid={
            notice?.tone === 'danger' && notice.message === MESSAGES.emailInvalid ? true : undefined
          }
        />
        <Button type="submit" loading={store.sending.value}>
          {MESSAGES.emailSend}
        </Button>
      </form>
      {notice && (
        <Alert
          tone={notice.tone}
          title={notice.title}
          onClose={() => {
            store.notice.value = null;
          }}
        >
          {notice.message}
        </Alert>
      )}
      <Modal
        open={confirming !== null}
        title={MESSAGES.emailConfirmTitle}
        onClose={store.cancelSend}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={store.cancelSend}>
              {MESSAGES.emailConfirmNo}
            </Button>
            <Button data-autofocus onClick={() => void store.confirmSend(api, hashId)}>
              {MESSAGES.emailConfirmYes}
            </Button>
          </>
        }
      >
        <p>{confirming ? MESSAGES.emailConfirm(confirming) : null}</p>
      </Modal>
    </section>
  );
}

import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS } from '@box/core/catalogues';
import { Alert, Button, Modal, TextField } from '@box/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, useId } from 'react';
import { CheckboxList } from './CheckboxList';
import { INTEGRATIONS_MESSAGES } from './messages';
import type { WebhooksStore } from './webhooksStore';

const M = INTEGRATIONS_MESSAGES.webhooks;

/** 'Adicionar endpoint': a URL and at least one event, checked with core's schema before POST /integrations/webhooks. */
export function CreateWebhookModal({ store, onSubmit }: { store: WebhooksStore; onSubmit: () => void }) {
  useSignals();
  const formId = useId();
  const errors = store.errors.value;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal
      open={store.formOpen.value}
      title={M.formTitle}
      onClose={store.closeForm}
      closeLabel={INTEGRATIONS_MESSAGES.close}
      footer={
        <>
          <Button variant="secondary" onClick={store.closeForm} disabled={store.saving.value}>
            {INTEGRATIONS_MESSAGES.cancel}
          </Button>
          <Button type="submit" form={formId} loading={store.saving.value}>
            {M.submit}
          </Button>
        </>
      }
    >
      <form id={formId} className="box-integrations__form" onSubmit={submit} noValidate>
        <TextField
          label={M.url}
          name="webhook-url"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          maxLength={2000}
          required
          value={store.url.value}
          onChange={store.setUrl}
          hint={M.urlHint}
          error={errors.url}
        />
        <CheckboxList
          legend={M.events}
          hint={M.eventsHint}
          name="webhook-event"
          options={WEBHOOK_EVENTS}
          labels={WEBHOOK_EVENT_LABELS}
          chosen={store.events.value}
          onToggle={store.toggleEvent}
          error={errors.events}
        />
        {errors.form ? (
          <Alert tone="danger" title={M.createFailed}>
            {errors.form}
          </Alert>
        ) : null}
      </form>
    </Modal>
  );
}

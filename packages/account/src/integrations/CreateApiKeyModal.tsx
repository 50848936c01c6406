import { API_SCOPE_LABELS, API_SCOPES } from '@box/core/catalogues';
import { Alert, Button, Modal, TextField } from '@box/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, useId } from 'react';
import type { ApiKeysStore } from './apiKeysStore';
import { CheckboxList } from './CheckboxList';
import { INTEGRATIONS_MESSAGES } from './messages';

const M = INTEGRATIONS_MESSAGES.keys;

/** 'Criar chave': a name and at least one scope, checked with core's schema before POST /integrations/api-keys. */
export function CreateApiKeyModal({ store, onSubmit }: { store: ApiKeysStore; onSubmit: () => void }) {
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
          label={M.name}
          name="api-key-name"
          autoComplete="off"
          maxLength={80}
          required
          value={store.name.value}
          onChange={store.setName}
          hint={M.nameHint}
          error={errors.name}
        />
        <CheckboxList
          legend={M.scopes}
          hint={M.scopesHint}
          name="api-key-scope"
          options={API_SCOPES}
          labels={API_SCOPE_LABELS}
          chosen={store.scopes.value}
          onToggle={store.toggleScope}
          error={errors.scopes}
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

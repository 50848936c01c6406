import { Alert, Button, TextField } from '@box/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { integrationsApi } from './api';
import { INTEGRATIONS_MESSAGES } from './messages';
import type { SefazStore } from './sefazStore';

const M = INTEGRATIONS_MESSAGES.sefaz.upload;

/**
 * The A1 upload: the .pfx/.p12 and its password. The password lives in this form only until its request ends
 * (then the field is emptied, whatever the answer); the store never holds it.
 */
export function SefazCertificateForm({ store, onCancel }: { store: SefazStore; onCancel?: () => void }) {
  useSignals();
  const api = integrationsApi.useApi();
  const titleId = useId();
  const fileId = useId();
  const [password, setPassword] = useState('');
  const errors = store.errors.value;
  const uploading = store.uploading.value;
  const chosen = store.file.value;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    store.chooseFile(event.target.files?.[0] ?? null);
    // A refused file leaves the field empty, so it never shows a name the form will not send.
    if (store.file.value === null) event.target.value = '';
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await store.upload(api, password);
    // Once a request carried it, the password goes, whatever the answer: it is typed again for another try.
    if (outcome !== 'invalid') setPassword('');
  };

  const fileDescription = errors.file ? `${fileId}-error` : `${fileId}-hint`;
  return (
    <form
      className="box-integrations__form"
      aria-labelledby={titleId}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h4 id={titleId} className="box-integrations__subtitle">
        {M.title}
      </h4>
      <div className={errors.file ? 'box-field box-field--invalid' : 'box-field'}>
        <label htmlFor={fileId} className="box-field__label">
          {M.file}
        </label>
        <input
          id={fileId}
          type="file"
          name="certificate"
          className="box-integrations__file"
          accept=".pfx,.p12,application/x-pkcs12"
          disabled={uploading}
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={fileDescription}
          onChange={choose}
        />
        {errors.file ? (
          <p id={`${fileId}-error`} className="box-field__error">
            {errors.file}
          </p>
        ) : (
          <p id={`${fileId}-hint`} className="box-field__hint">
            {chosen ? M.chosen(chosen.name) : M.fileHint}
          </p>
        )}
      </div>
      <TextField
        label={M.password}
        type="password"
        name="certificate-password"
        autoComplete="off"
        required
        disabled={uploading}
        value={password}
        onChange={(value) => {
          setPassword(value);
          store.passwordEdited();
        }}
        hint={M.passwordHint}
        error={errors.password}
      />
      {errors.form ? (
        <Alert tone="danger" title={M.failed}>
          {errors.form}
        </Alert>
      ) : null}
      <div className="box-integrations__actions">
        <Button type="submit" loading={uploading}>
          {M.submit}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={uploading}>
            {M.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

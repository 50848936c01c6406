import { Alert, Button, TextField, useStore } from '@box/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { financeApi } from './api';
import { FINANCE_MESSAGES as M } from './messages';
import { createFinanceInfoStore, type FinanceInfoValues } from './store';

export interface FinanceInfoFieldsProps {
  /** Values to start from (masked on the way in). */
  initial?: Partial<FinanceInfoValues>;
  /** The server accepted the data. */
  onSaved?: () => void;
  /** Shows a 'Cancelar' button. */
  onCancel?: () => void;
  /** Focus the first required field still empty once shown (a dialog that opened on a loading spinner). */
  focusFirstEmpty?: boolean;
}

type Field = keyof FinanceInfoValues;

/**
 * The finance info form inside its providers: SPEC §5 fields with their masks, each invalid field marked and
 * described by its message, PATCH /customers on submit and the §8 message when the server refuses.
 */
export function FinanceInfoFields({ initial, onSaved, onCancel, focusFirstEmpty }: FinanceInfoFieldsProps) {
  useSignals();
  const api = financeApi.useApi();
  const store = useStore(() => createFinanceInfoStore(initial));
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const values = store.values.value;
  const errors = store.errors.value;
  const save = store.save.value;

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form appears.
  useEffect(() => {
    if (!focusFirstEmpty) return;
    const inputs = Array.from(formRef.current?.querySelectorAll('input') ?? []);
    (inputs.find((input) => input.required && input.value === '') ?? inputs[0])?.focus();
  }, []);

  useEffect(() => {
    // After a refused attempt, take the user to the first field to fix (in the order they appear).
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const saved = await store.submit(api);
    if (saved) onSaved?.();
    else if (Object.keys(store.errors.value).length > 0) setFocusRequest((n) => n + 1);
  }

  const field = (name: Field, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={M.labels[name]}
      value={values[name]}
      onChange={(value) => store.setField(name, value)}
      error={errors[name] ?? null}
      name={name}
      className={`box-finance__field box-finance__field--${name}`}
      {...extra}
    />
  );

  return (
    <form ref={formRef} className="box-finance" aria-label={M.formLabel} noValidate onSubmit={onSubmit}>
      <fieldset className="box-finance__group">
        <legend className="box-finance__legend">{M.company}</legend>
        <div className="box-finance__row">
          {field('cnpj', {
            required: true,
            inputMode: 'text',
            autoComplete: 'off',
            placeholder: M.placeholders.cnpj,
            maxLength: 18,
          })}
          {field('razaoSocial', { required: true, autoComplete: 'organization', maxLength: 255 })}
        </div>
      </fieldset>
      <fieldset className="box-finance__group">
        <legend className="box-finance__legend">{M.billingAddress}</legend>
        <div className="box-finance__row">
          {field('postalCode', {
            required: true,
            inputMode: 'numeric',
            autoComplete: 'postal-code',
            placeholder: M.placeholders.postalCode,
            maxLength: 9,
          })}
          {field('number', { required: true, maxLength: 100 })}
          {field('complement', { hint: M.optional, maxLength: 100 })}
        </div>
      </fieldset>
      <fieldset className="box-finance__group">
        <legend className="box-finance__legend">{M.responsible}</legend>
        <div className="box-finance__row">
          {field('responsibleName', { required: true, autoComplete: 'name', maxLength: 100 })}
        </div>
        <div className="box-finance__row">
          {field('email', { required: true, type: 'email', autoComplete: 'email', hint: M.emailHint })}
          {field('phone', {
            required: true,
            type: 'tel',
            inputMode: 'numeric',
            autoComplete: 'tel-national',
            placeholder: M.placeholders.phone,
            maxLength: 15,
          })}
          {field('phoneBranch', { hint: M.optional, inputMode: 'numeric', maxLength: 10 })}
        </div>
      </fieldset>
      {save.kind === 'failed' ? (
        <Alert tone="danger" title={save.error.title}>
          {save.error.message}
        </Alert>
      ) : null}
      {save.kind === 'saved' ? <Alert tone="success">{M.saved}</Alert> : null}
      <div className="box-finance__actions">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={save.kind === 'saving'}>
            {M.cancel}
          </Button>
        ) : null}
        <Button type="submit" loading={save.kind === 'saving'}>
          {M.save}
        </Button>
      </div>
    </form>
  );
}

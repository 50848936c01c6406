import { Alert, Button, Modal, TextField, type TextFieldProps } from '@box/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, useId } from 'react';
import { CheckboxList } from './CheckboxList';
import type { IssuedSecretStore } from './issuedSecretStore';
import { INTEGRATIONS_MESSAGES } from './messages';

export interface IssuedSecretFormTexts {
  title: string;
  /** The text field's label and hint (a key's name, an endpoint's URL). */
  text: string;
  textHint: string;
  /** The checkbox list's legend and hint (scopes, events). */
  choices: string;
  choicesHint: string;
  submit: string;
  failed: string;
}

/** The form's inputs beyond their texts: the text field's attributes, the checkbox list's options. */
export interface IssuedSecretFormFields<Choice extends string> {
  input: Omit<TextFieldProps, 'label' | 'value' | 'onChange' | 'hint' | 'error' | 'required'> & {
    name: string;
  };
  choices: { name: string; options: readonly Choice[]; labels: Record<Choice, string> };
}

type FormStore<Choice extends string> = Pick<
  IssuedSecretStore<unknown, Choice>,
  'formOpen' | 'text' | 'choices' | 'errors' | 'saving' | 'closeForm' | 'setText' | 'toggleChoice'
>;

export interface IssuedSecretFormModalProps<Choice extends string> {
  store: FormStore<Choice>;
  texts: IssuedSecretFormTexts;
  fields: IssuedSecretFormFields<Choice>;
  onSubmit: () => void;
}

/**
 * A create form of one required text field and at least one choice ('Criar chave', 'Adicionar endpoint'), checked
 * with core's schema by the store before it posts; the server's refusal shows at its foot.
 */
export function IssuedSecretFormModal<Choice extends string>({
  store,
  texts,
  fields,
  onSubmit,
}: IssuedSecretFormModalProps<Choice>) {
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
      title={texts.title}
      onClose={store.closeForm}
      closeLabel={INTEGRATIONS_MESSAGES.close}
      footer={
        <>
          <Button variant="secondary" onClick={store.closeForm} disabled={store.saving.value}>
            {INTEGRATIONS_MESSAGES.cancel}
          </Button>
          <Button type="submit" form={formId} loading={store.saving.value}>
            {texts.submit}
          </Button>
        </>
      }
    >
      <form id={formId} className="box-integrations__form" onSubmit={submit} noValidate>
        <TextField
          label={texts.text}
          autoComplete="off"
          {...fields.input}
          required
          value={store.text.value}
          onChange={store.setText}
          hint={texts.textHint}
          error={errors.text}
        />
        <CheckboxList
          legend={texts.choices}
          hint={texts.choicesHint}
          name={fields.choices.name}
          options={fields.choices.options}
          labels={fields.choices.labels}
          chosen={store.choices.value}
          onToggle={store.toggleChoice}
          error={errors.choices}
        />
        {errors.form ? (
          <Alert tone="danger" title={texts.failed}>
            {errors.form}
          </Alert>
        ) : null}
      </form>
    </Modal>
  );
}

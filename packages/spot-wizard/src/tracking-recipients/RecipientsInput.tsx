import type { TrackingRecipient } from '@box/core/schemas';
import { CloseIcon } from '@box/ui';
import { type KeyboardEvent, useId, useState } from 'react';
import { addRecipient, RECIPIENTS_TEXTS, recipientText } from './recipients';

export interface RecipientsInputProps {
  value: readonly TrackingRecipient[];
  onChange: (value: TrackingRecipient[]) => void;
  /** What is typed and not yet a tag (so a form can take it on submit). */
  text: string;
  onTextChange: (text: string) => void;
  disabled?: boolean;
}

/**
 * Recipients as tags (SPEC §2 'Rastreio da mercadoria'): an e-mail or a phone, added with Enter, comma or
 * semicolon, removed with its button (or Backspace on an empty field).
 */
export function RecipientsInput({
  value,
  onChange,
  text,
  onTextChange,
  disabled = false,
}: RecipientsInputProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);

  function commit(): boolean {
    if (text.trim() === '') return false;
    const next = addRecipient(value, text);
    if (!next) {
      setError(RECIPIENTS_TEXTS.invalid);
      return true;
    }
    setError(null);
    onChange(next);
    onTextChange('');
    return true;
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',' || event.key === ';') {
      // With nothing typed, Enter is left to the form (next step or submit).
      if (commit() || event.key !== 'Enter') {
        event.preventDefault();
        event.stopPropagation();
      }
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  }

  return (
    <div className={error ? 'box-field box-field--invalid' : 'box-field'}>
      <label htmlFor={id} className="box-field__label">
        {RECIPIENTS_TEXTS.label}
      </label>
      {value.length > 0 ? (
        <ul className="box-step1__tags" aria-label={RECIPIENTS_TEXTS.label}>
          {value.map((recipient) => {
            const label = recipientText(recipient);
            return (
              <li key={`${recipient.email ?? ''}|${recipient.phone ?? ''}`} className="box-step1__tag">
                {label}
                <button
                  type="button"
                  className="box-step1__tag-remove"
                  aria-label={RECIPIENTS_TEXTS.remove(label)}
                  disabled={disabled}
                  onClick={() => onChange(value.filter((other) => other !== recipient))}
                >
                  <CloseIcon />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="box-field__control">
        <input
          id={id}
          className="box-field__input"
          value={text}
          disabled={disabled}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-message`}
          onChange={(event) => {
            setError(null);
            onTextChange(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => commit()}
        />
      </div>
      <p id={`${id}-message`} className={error ? 'box-field__error' : 'box-field__hint'}>
        {error ?? RECIPIENTS_TEXTS.hint}
      </p>
    </div>
  );
}

import { type InputHTMLAttributes, type Ref, useId } from 'react';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'prefix'> {
  /** The visible label, tied to the input. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field; marks the input invalid and describes it. */
  error?: string | null;
  /** A quieter line under the field (hidden while an error shows, so the field says one thing at a time). */
  hint?: string;
  /** Applied to every typed or pasted value before `onChange` (core `maskCep`, `maskTime`, `maskCnpj`, …). */
  mask?: (raw: string) => string;
  /** A fixed text before the value inside the field, e.g. 'R$'. */
  prefix?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with an optional mask, prefix, hint and error message. */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  mask,
  prefix,
  id: givenId,
  className,
  disabled,
  required,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...rest
}: TextFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const message = error || null;
  const descriptions = [describedBy, message ? errorId : hint ? hintId : undefined].filter(Boolean).join(' ');
  const classes = [
    'box-field',
    message || ariaInvalid === true || ariaInvalid === 'true' ? 'box-field--invalid' : '',
    disabled ? 'box-field--disabled' : '',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      <label htmlFor={id} className="box-field__label">
        {label}
        {required ? (
          <span className="box-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <div className="box-field__control">
        {prefix ? (
          <span className="box-field__prefix" aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        <input
          {...rest}
          id={id}
          className="box-field__input"
          value={value}
          disabled={disabled}
          required={required}
          // A field can be marked invalid by a message shown elsewhere (e.g. one message under a pair).
          aria-invalid={message ? true : ariaInvalid}
          aria-describedby={descriptions || undefined}
          onChange={(event) => onChange(mask ? mask(event.target.value) : event.target.value)}
        />
      </div>
      {message ? (
        <p id={errorId} className="box-field__error">
          {message}
        </p>
      ) : hint ? (
        <p id={hintId} className="box-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

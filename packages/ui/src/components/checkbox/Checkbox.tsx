import { type ReactNode, useId } from 'react';

export interface CheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  /** A second, quieter line under the label. */
  description?: ReactNode;
  disabled?: boolean;
  name?: string;
}

export function Checkbox({ checked, onChange, label, description, disabled, name }: CheckboxProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className={disabled ? 'box-check box-check--disabled' : 'box-check'}>
      <input
        id={id}
        type="checkbox"
        className="box-check__input"
        name={name}
        checked={checked}
        disabled={disabled}
        aria-describedby={descriptionId}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="box-check__text">
        <label htmlFor={id} className="box-check__label">
          {label}
        </label>
        {description ? (
          <span id={descriptionId} className="box-check__description">
            {description}
          </span>
        ) : null}
      </span>
    </div>
  );
}

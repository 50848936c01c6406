import { type ReactNode, useId } from 'react';

export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps<V extends string> {
  legend: ReactNode;
  options: readonly RadioOption<V>[];
  value: V;
  onChange: (value: V) => void;
  /** Lay the options out in a row (they wrap on narrow screens). */
  inline?: boolean;
  /** Hide the legend visually (it stays for screen readers). */
  hideLegend?: boolean;
}

/** Native radios in a fieldset: arrow keys move between options the way browsers already do. */
export function RadioGroup<V extends string>({
  legend,
  options,
  value,
  onChange,
  inline = false,
  hideLegend = false,
}: RadioGroupProps<V>) {
  const name = useId();
  return (
    <fieldset className={inline ? 'box-radio-group box-radio-group--inline' : 'box-radio-group'}>
      <legend className={hideLegend ? 'box-sr-only' : 'box-radio-group__legend'}>{legend}</legend>
      {options.map((option) => {
        const id = `${name}-${option.value}`;
        return (
          <div key={option.value} className={option.disabled ? 'box-check box-check--disabled' : 'box-check'}>
            <input
              id={id}
              type="radio"
              className="box-check__input"
              name={name}
              value={option.value}
              checked={option.value === value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
            />
            <label htmlFor={id} className="box-check__label">
              {option.label}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}

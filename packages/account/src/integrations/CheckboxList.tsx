import { Checkbox } from '@box/ui';
import { useId } from 'react';

export interface CheckboxListProps<K extends string> {
  legend: string;
  hint: string;
  options: readonly K[];
  labels: Record<K, string>;
  chosen: readonly K[];
  onToggle: (option: K, on: boolean) => void;
  error?: string;
  name: string;
}

/** A required group of checkboxes (scopes, events) with its hint, or its error read with the legend. */
export function CheckboxList<K extends string>({
  legend,
  hint,
  options,
  labels,
  chosen,
  onToggle,
  error,
  name,
}: CheckboxListProps<K>) {
  const noteId = useId();
  return (
    <fieldset
      className={
        error ? 'box-integrations__checks box-integrations__checks--invalid' : 'box-integrations__checks'
      }
      aria-describedby={noteId}
    >
      <legend className="box-integrations__legend">
        {legend}
        <span aria-hidden="true"> *</span>
      </legend>
      <p id={noteId} className={error ? 'box-integrations__error' : 'box-integrations__hint'}>
        {error ?? hint}
      </p>
      {options.map((option) => (
        <Checkbox
          key={option}
          name={name}
          label={labels[option]}
          description={option}
          checked={chosen.includes(option)}
          onChange={(on) => onToggle(option, on)}
        />
      ))}
    </fieldset>
  );
}

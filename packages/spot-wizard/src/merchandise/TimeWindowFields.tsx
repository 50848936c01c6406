import { maskTime } from '@box/core/format';
import { completeTimeOnBlur } from '@box/core/rules';
import type { TimeWindowDraft } from '@box/core/schemas';
import { TextField } from '@box/ui';
import { useId } from 'react';

export const TIME_WINDOW_TEXTS = {
  legend: 'Horário de atendimento',
  start: 'Início',
  end: 'Fim',
  placeholder: 'HH:mm',
} as const;

export interface TimeWindowFieldsProps {
  value: TimeWindowDraft;
  onChange: (value: TimeWindowDraft) => void;
  /** The message of validateTimeWindow, shown under the pair. */
  error?: string | null;
  legend?: string;
  startLabel?: string;
  endLabel?: string;
  disabled?: boolean;
  required?: boolean;
}

/** Start and end 'HH:mm', masked ##:## and completed on blur (SPEC §5 time window). */
export function TimeWindowFields({
  value,
  onChange,
  error,
  legend = TIME_WINDOW_TEXTS.legend,
  startLabel = TIME_WINDOW_TEXTS.start,
  endLabel = TIME_WINDOW_TEXTS.end,
  disabled = false,
  required = false,
}: TimeWindowFieldsProps) {
  const errorId = useId();
  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    <fieldset className="box-step1__fieldset">
      <legend className="box-step1__label">{legend}</legend>
      <div className="box-step1__row">
        <TextField
          label={startLabel}
          value={value.start}
          mask={maskTime}
          onChange={(start) => onChange({ ...value, start })}
          onBlur={() => onChange({ ...value, start: completeTimeOnBlur(value.start) })}
          placeholder={TIME_WINDOW_TEXTS.placeholder}
          inputMode="numeric"
          maxLength={5}
          disabled={disabled}
          required={required}
          {...invalid}
          className="box-step1__narrow"
        />
        <TextField
          label={endLabel}
          value={value.end}
          mask={maskTime}
          onChange={(end) => onChange({ ...value, end })}
          onBlur={() => onChange({ ...value, end: completeTimeOnBlur(value.end) })}
          placeholder={TIME_WINDOW_TEXTS.placeholder}
          inputMode="numeric"
          maxLength={5}
          disabled={disabled}
          required={required}
          {...invalid}
          className="box-step1__narrow"
        />
      </div>
      {error ? (
        <p id={errorId} className="box-step1__hint box-step1__hint--error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

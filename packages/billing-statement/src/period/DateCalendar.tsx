import { useId } from 'react';
import { DayPicker } from 'react-day-picker';
import { MESSAGES } from '../messages';
import { formatCalendarDay, isoFromLocalDate, localDateFromIso } from '../state/calendarDay';
import { CALENDAR_LOCALE } from './calendarLocale';

export interface DateCalendarProps {
  /** 'De' or 'Até'. */
  legend: string;
  /** The chosen day, 'YYYY-MM-DD'. */
  value: string | null;
  /** The latest day that can be chosen (today), 'YYYY-MM-DD'. */
  max: string;
  invalid: boolean;
  onChange: (value: string | null) => void;
}

/** One month calendar (react-day-picker: pt-BR, weeks from Monday, nothing after `max`) under its legend. */
export function DateCalendar({ legend, value, max, invalid, onChange }: DateCalendarProps) {
  const legendId = useId();
  const maxDate = localDateFromIso(max);
  const selected = value ? localDateFromIso(value) : undefined;
  return (
    <fieldset
      className={invalid ? 'box-billing-calendar box-billing-calendar--invalid' : 'box-billing-calendar'}
    >
      <legend id={legendId} className="box-billing-calendar__legend">
        {legend}
      </legend>
      <DayPicker
        mode="single"
        locale={CALENDAR_LOCALE}
        weekStartsOn={1}
        // The widget's today (the pickers' maximum), not the machine's: both must agree.
        today={maxDate}
        selected={selected}
        defaultMonth={selected ?? maxDate}
        endMonth={maxDate}
        disabled={{ after: maxDate }}
        aria-labelledby={legendId}
        onSelect={(date) => onChange(date ? isoFromLocalDate(date) : null)}
      />
      <p className="box-billing-calendar__value">
        {value ? MESSAGES.chosenDate(formatCalendarDay(value)) : MESSAGES.noDateChosen}
      </p>
    </fieldset>
  );
}

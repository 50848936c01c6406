import type { BillingPeriod } from '@box/core/api';
import { toIsoDate } from '@box/core/format';
import { Button, Modal, useAdoptedStyles } from '@box/ui';
import { useId, useRef, useState } from 'react';
import { MESSAGES } from '../messages';
import { formatCalendarDay } from '../state/calendarDay';
import calendarCss from './calendar.css?inline';
import { checkCustomPeriod } from './customPeriod';
import { DateCalendar } from './DateCalendar';

/** The calendars' sheet comes with this lazy chunk: adopted where the modal renders when it mounts. */
const CALENDAR_STYLES = [calendarCss];

export interface CustomPeriodModalProps {
  /** Today: the latest day either picker offers. */
  today: Date;
  /** The custom period shown now, to start from. */
  initial: BillingPeriod | null;
  onApply: (period: BillingPeriod) => void;
  onClose: () => void;
}

/**
 * SPEC §2 custom-period modal: De and Até, both required, pickers in pt-BR with Monday first and today as the
 * latest day; 'Aplicar' checks the period (core's rule, plus one year at most) before it is applied.
 */
export default function CustomPeriodModal({ today, initial, onApply, onClose }: CustomPeriodModalProps) {
  const [from, setFrom] = useState<string | null>(initial?.from ?? null);
  const [to, setTo] = useState<string | null>(initial?.to ?? null);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const max = toIsoDate(today);
  const ref = useRef<HTMLDivElement>(null);
  useAdoptedStyles(ref, CALENDAR_STYLES);

  function apply() {
    const check = checkCustomPeriod(from, to, today);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    onApply(check.period);
  }

  return (
    <Modal
      open
      size="lg"
      title={MESSAGES.periodModalTitle}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {MESSAGES.cancel}
          </Button>
          <Button variant="primary" onClick={apply}>
            {MESSAGES.apply}
          </Button>
        </>
      }
    >
      <div ref={ref} className="box-billing-period" aria-describedby={error ? errorId : undefined}>
        <DateCalendar
          legend={MESSAGES.from}
          value={from}
          max={max}
          invalid={Boolean(error) && !from}
          onChange={(value) => {
            setFrom(value);
            setError(null);
          }}
        />
        <DateCalendar
          legend={MESSAGES.to}
          value={to}
          max={max}
          invalid={Boolean(error) && !to}
          onChange={(value) => {
            setTo(value);
            setError(null);
          }}
        />
      </div>
      {error && (
        <p id={errorId} className="box-billing-period__error" role="alert">
          {error}
        </p>
      )}
      <p className="box-sr-only" aria-live="polite">
        {from && to ? MESSAGES.customPeriodRange(formatCalendarDay(from), formatCalendarDay(to)) : ''}
      </p>
    </Modal>
  );
}

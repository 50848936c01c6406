import { scheduleTypeLabel } from '@box/core/catalogues';
import { SCHEDULE_MESSAGES, timeOptions } from '@box/core/rules';
import { Button, Modal } from '@box/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, useId } from 'react';
import { SCHEDULING_TEXTS } from './messages';
import type { SchedulingStore } from './schedulingSlice';

const TIMES = timeOptions();

/**
 * The date-time modal of TODAY, TOMORROW and CUSTOM (SPEC §4/§5): a time on the 10-minute grid (and a day for
 * CUSTOM) after now plus the minimum advance; confirm disabled while invalid; closing reverts.
 */
export function DateTimeModal({ scheduling }: { scheduling: SchedulingStore }) {
  useSignals();
  const formId = useId();
  const hintId = useId();
  const draft = scheduling.draft.value;
  const valid = scheduling.draftValid.value;

  function submit(event: FormEvent) {
    event.preventDefault();
    scheduling.confirm();
  }

  return (
    <Modal
      open={draft !== null}
      title={draft ? `${SCHEDULING_TEXTS.modalTitle}: ${scheduleTypeLabel(draft.type)}` : ''}
      onClose={scheduling.close}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={scheduling.close}>
            {SCHEDULING_TEXTS.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={!valid}>
            {SCHEDULING_TEXTS.confirm}
          </Button>
        </>
      }
    >
      {draft ? (
        <form id={formId} className="box-step1__form" onSubmit={submit} noValidate>
          {draft.type === 'CUSTOM' ? (
            <label className="box-step1__control">
              <span className="box-step1__label">{SCHEDULING_TEXTS.date}</span>
              <input
                type="date"
                className="box-step1__input"
                value={draft.date}
                min={scheduling.minDate.value}
                required
                aria-describedby={hintId}
                aria-invalid={!valid || undefined}
                onChange={(event) => scheduling.setDraftDate(event.target.value)}
              />
            </label>
          ) : null}
          <label className="box-step1__control">
            <span className="box-step1__label">{SCHEDULING_TEXTS.time}</span>
            <select
              className="box-step1__input"
              value={draft.time}
              required
              aria-describedby={hintId}
              aria-invalid={!valid || undefined}
              onChange={(event) => scheduling.setDraftTime(event.target.value)}
            >
              {TIMES.includes(draft.time) ? null : <option value={draft.time}>{draft.time}</option>}
              {TIMES.map((time) => (
                <option key={time} value={time}>
                  {time}
                </option>
              ))}
            </select>
          </label>
          <p id={hintId} className={valid ? 'box-step1__hint' : 'box-step1__hint box-step1__hint--error'}>
            {SCHEDULE_MESSAGES.future}
          </p>
        </form>
      ) : null}
    </Modal>
  );
}

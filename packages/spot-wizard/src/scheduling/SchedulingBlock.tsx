import { SCHEDULE_TYPES } from '@box/core/catalogues';
import { schedulingLabel } from '@box/core/format';
import { SCHEDULE_MESSAGES } from '@box/core/rules';
import type { ScheduleType } from '@box/core/schemas';
import { Button, RadioGroup, type RadioOption } from '@box/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { DateTimeModalPart } from '../wizard/lazyParts';
import { SCHEDULING_TEXTS } from './messages';
import { ServiceAvailabilityNotice } from './ServiceAvailabilityNotice';
import type { SchedulingStore } from './schedulingSlice';

/** The 45-minute rule is re-judged this often while the block is shown. */
const TICK_MS = 30_000;

export interface SchedulingBlockProps {
  scheduling: SchedulingStore;
  disabled?: boolean;
}

/**
 * Step 1 scheduling block (SPEC §4 Scheduling): 'Agora' (only with immediate booking), 'Hoje', 'Amanhã',
 * 'Outro Dia'; the chosen option shows its time; the service availability notice above.
 */
export function SchedulingBlock({ scheduling, disabled = false }: SchedulingBlockProps) {
  useSignals();
  useEffect(() => {
    const timer = setInterval(scheduling.tick, TICK_MS);
    return () => clearInterval(timer);
  }, [scheduling]);

  const confirmed = scheduling.type.value;
  const draft = scheduling.draft.value;
  const nowOffered = scheduling.nowOffered.value;
  const options: RadioOption<ScheduleType>[] = SCHEDULE_TYPES.filter(
    (option) => option.type !== 'NOW' || nowOffered,
  ).map((option) => {
    const suffix = option.type === confirmed ? schedulingLabel(confirmed, scheduling.dateTime.value) : '';
    return {
      value: option.type,
      disabled,
      label: suffix ? (
        <>
          {option.label} <span className="box-step1__schedule-time">{suffix}</span>
        </>
      ) : (
        option.label
      ),
    };
  });

  const valid = scheduling.valid.value;
  const problem = valid
    ? null
    : confirmed === 'NOW'
      ? scheduling.availability.value && !nowOffered
        ? SCHEDULE_MESSAGES.immediateUnavailable
        : null
      : SCHEDULING_TEXTS.pastSchedule;

  return (
    <div className="box-step1__scheduling">
      <ServiceAvailabilityNotice scheduling={scheduling} />
      <div className="box-step1__schedule-row">
        <RadioGroup
          legend={SCHEDULING_TEXTS.legend}
          options={options}
          // While the modal is open the radio shows what is being chosen; closing it brings the old one back.
          value={draft?.type ?? confirmed}
          onChange={scheduling.choose}
          inline
        />
        {confirmed !== 'NOW' && !draft ? (
          <Button variant="link" size="sm" onClick={scheduling.edit} disabled={disabled}>
            {SCHEDULING_TEXTS.change}
          </Button>
        ) : null}
      </div>
      {problem ? (
        <p className="box-step1__hint box-step1__hint--error" role="alert">
          {problem}
        </p>
      ) : null}
      {draft ? <DateTimeModalPart scheduling={scheduling} /> : null}
    </div>
  );
}

import {
  DEFAULT_MIN_ADVANCE_BOOKING_MINUTES,
  DEFAULT_SCHEDULE_TYPE,
  scheduleTypeLabel,
  TIME_PICKER_STEP_MINUTES,
} from '@box/core/catalogues';
import { formatTime, parseScheduledFor, schedulingLabel, toIsoDate } from '@box/core/format';
import {
  scheduledForValue,
  scheduleMinDate,
  schedulePreset,
  serviceAvailability,
  timeToMinutes,
  validateScheduleDateTime,
  validateScheduling,
} from '@box/core/rules';
import type { ScheduleType } from '@box/core/schemas';
import { computed, signal } from '@preact/signals-react';
import type { SchedulingSlice, WizardEnvironment } from '../contracts';

export type ScheduledType = Exclude<ScheduleType, 'NOW'>;

/** The choice being made in the date-time modal: São Paulo calendar day and time of day. */
export interface SchedulingDraft {
  type: ScheduledType;
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:mm', on the 10-minute grid */
  time: string;
}

/**
 * Step 1 scheduling (SPEC §4 Scheduling): NOW by default; TODAY, TOMORROW and CUSTOM open the date-time modal
 * with their preset; confirming takes the modal's choice, closing it keeps the last confirmed one. `clock` is
 * injectable so tests fix "now".
 */
export function createSchedulingSlice(env: WizardEnvironment, clock: () => Date = () => new Date()) {
  const type = signal<ScheduleType>(DEFAULT_SCHEDULE_TYPE);
  const dateTime = signal<Date | null>(null);
  const draft = signal<SchedulingDraft | null>(null);
  // "Now" as of the last tick: the 45-minute rule is judged against it, and the block ticks while shown.
  const now = signal(clock());

  const minAdvanceMinutes = computed(
    () => env.config.value?.min_advance_booking_time_minutes ?? DEFAULT_MIN_ADVANCE_BOOKING_MINUTES,
  );
  /** Service availability notice from config `service_available` (null while the config loads). */
  const availability = computed(() => {
    const config = env.config.value;
    return config ? serviceAvailability(config.service_available) : null;
  });
  /** NOW is offered only with immediate booking, and not while the operations team is away. */
  const nowOffered = computed(
    () => (env.config.value?.immediate_booking_available ?? false) && availability.value?.available !== false,
  );

  const valid = computed(() => {
    const config = env.config.value;
    if (!config) return false;
    return validateScheduling(
      { type: type.value, dateTime: dateTime.value },
      {
        immediate_booking_available: nowOffered.value,
        min_advance_booking_time_minutes: minAdvanceMinutes.value,
      },
      now.value,
    ).ok;
  });

  const label = computed(() => {
    const chosen = type.value;
    if (chosen === 'CUSTOM' && dateTime.value) return schedulingLabel(chosen, dateTime.value);
    return [scheduleTypeLabel(chosen), schedulingLabel(chosen, dateTime.value)].filter(Boolean).join(' ');
  });

  /** The instant the modal's fields stand for, or null while they do not make one. */
  const draftDateTime = computed(() => {
    const current = draft.value;
    if (!current || !/^\d{2}:\d{2}$/.test(current.time)) return null;
    return parseScheduledFor(`${current.date} ${current.time}:00`);
  });
  /** Confirm is enabled only for a time after now + the minimum advance, on the picker's grid. */
  const draftValid = computed(() => {
    const at = draftDateTime.value;
    const time = draft.value?.time ?? '';
    if (!at || timeToMinutes(time) % TIME_PICKER_STEP_MINUTES !== 0) return false;
    return validateScheduleDateTime(at, now.value, minAdvanceMinutes.value).ok;
  });
  /** The date picker's first day ('YYYY-MM-DD'). */
  const minDate = computed(() => scheduleMinDate(now.value, minAdvanceMinutes.value));

  function tick() {
    now.value = clock();
  }

  function openDraft(draftType: ScheduledType, at: Date) {
    draft.value = { type: draftType, date: toIsoDate(at), time: formatTime(at) };
  }

  /** A radio choice: NOW is confirmed at once; the others open the modal with their preset. */
  function choose(next: ScheduleType) {
    tick();
    if (next === 'NOW') {
      draft.value = null;
      type.value = 'NOW';
      dateTime.value = null;
      return;
    }
    openDraft(next, schedulePreset(next, now.value));
  }

  /** Reopens the modal on the confirmed choice (to change its time). */
  function edit() {
    const current = type.value;
    if (current === 'NOW') return;
    tick();
    openDraft(current, dateTime.value ?? schedulePreset(current, now.value));
  }

  function setDraftDate(date: string) {
    if (draft.value) draft.value = { ...draft.value, date };
  }

  function setDraftTime(time: string) {
    if (draft.value) draft.value = { ...draft.value, time };
  }

  /** Takes the modal's choice; false (and nothing changes) while it is not valid. */
  function confirm(): boolean {
    tick();
    const current = draft.value;
    const at = draftDateTime.value;
    if (!current || !at || !draftValid.value) return false;
    type.value = current.type;
    dateTime.value = at;
    draft.value = null;
    return true;
  }

  /** Closing the modal reverts to the last confirmed choice. */
  function close() {
    draft.value = null;
  }

  const slice: SchedulingSlice = {
    type,
    dateTime,
    valid,
    label,
    scheduledFor: () => scheduledForValue({ type: type.value, dateTime: dateTime.value }),
  };

  return {
    ...slice,
    draft,
    draftDateTime,
    draftValid,
    minDate,
    minAdvanceMinutes,
    availability,
    nowOffered,
    now,
    tick,
    choose,
    edit,
    setDraftDate,
    setDraftTime,
    confirm,
    close,
  };
}

export type SchedulingStore = ReturnType<typeof createSchedulingSlice>;

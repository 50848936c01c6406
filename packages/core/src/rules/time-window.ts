import { TIME_PICKER_STEP_MINUTES } from '../catalogues/constants';
import { fail, ok, type Result } from './result';

export const TIME_WINDOW_MESSAGES = {
  endBeforeStart: 'O horário final do agendamento deve ser após o inicial',
  invalid: 'Horário inválido. Use o formato HH:mm.',
  step: (minutes: number) => `Escolha horários em intervalos de ${minutes} minutos.`,
  startRequired: 'Informe o horário inicial.',
  endRequired: 'Informe o horário final.',
} as const;

/** A real time of day 'HH:mm' (00:00–23:59), exactly 5 characters. */
export const isValidTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

/** 'HH:mm' → minutes since midnight. */
export function timeToMinutes(value: string): number {
  if (!isValidTime(value)) throw new RangeError(`horário inválido: ${value}`);
  return Number(value.slice(0, 2)) * 60 + Number(value.slice(3));
}

/**
 * SPEC §5 blur completion of a masked ##:## field: 1 digit 'D' → '0D:00'; 2 digits 'DD' → 'DD:00';
 * 4 characters ('DD:D') get a trailing 0. Anything else is left for validation to judge.
 */
export function completeTimeOnBlur(value: string): string {
  const text = value.trim();
  if (/^\d$/.test(text)) return `0${text}:00`;
  if (/^\d{2}$/.test(text)) return `${text}:00`;
  if (text.length === 4) return `${text}0`;
  return text;
}

export type TimeWindowCode = 'TimeRequired' | 'InvalidTime' | 'TimeStep' | 'EndBeforeStart';

/**
 * A start/end pair. Both empty is valid unless `required` (the manual form allows it and yields null; the
 * picker modal requires both). Times must be on the `stepMinutes` grid (10 by default) and end after start.
 */
export function validateTimeWindow(
  window: { start: string; end: string },
  options: { required?: boolean; stepMinutes?: number } = {},
): Result<{ start: string; end: string } | null, TimeWindowCode> {
  const start = window.start.trim();
  const end = window.end.trim();
  const step = options.stepMinutes ?? TIME_PICKER_STEP_MINUTES;
  if (start === '' && end === '' && !options.required) return ok(null);
  if (start === '') return fail('TimeRequired', TIME_WINDOW_MESSAGES.startRequired);
  if (end === '') return fail('TimeRequired', TIME_WINDOW_MESSAGES.endRequired);
  if (!isValidTime(start) || !isValidTime(end)) return fail('InvalidTime', TIME_WINDOW_MESSAGES.invalid);
  if (timeToMinutes(start) % step !== 0 || timeToMinutes(end) % step !== 0) {
    return fail('TimeStep', TIME_WINDOW_MESSAGES.step(step));
  }
  if (timeToMinutes(end) <= timeToMinutes(start))
    return fail('EndBeforeStart', TIME_WINDOW_MESSAGES.endBeforeStart);
  return ok({ start, end });
}

/** The picker's choices: '00:00', '00:10', … '23:50'. */
export function timeOptions(stepMinutes: number = TIME_PICKER_STEP_MINUTES): string[] {
  const options: string[] = [];
  for (let m = 0; m < 24 * 60; m += stepMinutes) {
    options.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return options;
}

import {
  completeTimeOnBlur,
  isValidTime,
  timeOptions,
  timeToMinutes,
  validateTimeWindow,
} from './time-window';

describe('completeTimeOnBlur', () => {
  it.each([
    ['7', '07:00'],
    ['14', '14:00'],
    ['14:3', '14:30'],
    ['14:30', '14:30'],
    ['', ''],
    ['14:', '14:'],
  ])('%j → %j', (typed, completed) => {
    expect(completeTimeOnBlur(typed)).toBe(completed);
  });
});

describe('isValidTime / timeToMinutes', () => {
  it('knows real times of day', () => {
    expect(isValidTime('00:00')).toBe(true);
    expect(isValidTime('23:59')).toBe(true);
    expect(isValidTime('24:00')).toBe(false);
    expect(isValidTime('12:60')).toBe(false);
    expect(isValidTime('9:00')).toBe(false);
    expect(timeToMinutes('08:30')).toBe(510);
    expect(() => timeToMinutes('8:30')).toThrow(RangeError);
  });
});

describe('validateTimeWindow', () => {
  it('accepts both empty in the manual form, and yields null', () => {
    expect(validateTimeWindow({ start: '', end: '' })).toEqual({ ok: true, value: null });
  });

  it('requires both in the picker', () => {
    expect(validateTimeWindow({ start: '', end: '' }, { required: true })).toMatchObject({
      ok: false,
      code: 'TimeRequired',
    });
  });

  it('requires the other end once one is given', () => {
    expect(validateTimeWindow({ start: '08:00', end: '' })).toMatchObject({ code: 'TimeRequired' });
    expect(validateTimeWindow({ start: '', end: '08:00' })).toMatchObject({ code: 'TimeRequired' });
  });

  it('needs the end after the start, with the spec text', () => {
    const equal = validateTimeWindow({ start: '10:00', end: '10:00' });
    expect(equal).toEqual({
      ok: false,
      code: 'EndBeforeStart',
      message: 'O horário final do agendamento deve ser após o inicial',
    });
    expect(validateTimeWindow({ start: '10:00', end: '09:50' })).toMatchObject({ code: 'EndBeforeStart' });
    expect(validateTimeWindow({ start: '08:00', end: '18:00' })).toEqual({
      ok: true,
      value: { start: '08:00', end: '18:00' },
    });
  });

  it('keeps to the 10-minute grid unless told otherwise', () => {
    expect(validateTimeWindow({ start: '08:05', end: '09:00' })).toMatchObject({ code: 'TimeStep' });
    expect(validateTimeWindow({ start: '08:05', end: '09:00' }, { stepMinutes: 5 }).ok).toBe(true);
  });

  it('rejects malformed times', () => {
    expect(validateTimeWindow({ start: '8:00', end: '09:00' })).toMatchObject({ code: 'InvalidTime' });
    expect(validateTimeWindow({ start: '25:00', end: '26:00' })).toMatchObject({ code: 'InvalidTime' });
  });
});

describe('timeOptions', () => {
  it('lists the day in 10-minute steps', () => {
    const options = timeOptions();
    expect(options).toHaveLength(144);
    expect(options.slice(0, 3)).toEqual(['00:00', '00:10', '00:20']);
    expect(options.at(-1)).toBe('23:50');
  });
});

import { fixedEnvironment, OPEN_CONFIG } from '../merchandise/fixtures/environment';
import { createSchedulingSlice } from './schedulingSlice';

// 10:07 in São Paulo (UTC−3).
const NOW = new Date('2026-11-23T13:07:00Z');
const clockAt = (at: Date) => () => at;

describe('createSchedulingSlice', () => {
  it('starts on NOW, valid with immediate booking, sending null', () => {
    const slice = createSchedulingSlice(fixedEnvironment(), clockAt(NOW));
    expect(slice.type.value).toBe('NOW');
    expect(slice.valid.value).toBe(true);
    expect(slice.label.value).toBe('Agora');
    expect(slice.scheduledFor()).toBeNull();
  });

  it('does not offer or accept NOW without immediate booking, nor while the service is unavailable', () => {
    const noImmediate = createSchedulingSlice(
      fixedEnvironment({ config: { ...OPEN_CONFIG, immediate_booking_available: false } }),
      clockAt(NOW),
    );
    expect(noImmediate.nowOffered.value).toBe(false);
    expect(noImmediate.valid.value).toBe(false);
    const closed = createSchedulingSlice(
      fixedEnvironment({ config: { ...OPEN_CONFIG, service_available: 'only_available_tomorrow' } }),
      clockAt(NOW),
    );
    expect(closed.nowOffered.value).toBe(false);
    expect(closed.valid.value).toBe(false);
    expect(closed.availability.value).toEqual({
      available: false,
      notice: 'Nossa equipe de operação não está disponível agora. Sua solicitação será atendida amanhã.',
    });
  });

  it('is invalid until the config arrives', () => {
    const slice = createSchedulingSlice(fixedEnvironment({ config: null }), clockAt(NOW));
    expect(slice.valid.value).toBe(false);
  });

  it('presets TODAY one hour ahead on the 10-minute grid, and confirms it', () => {
    const slice = createSchedulingSlice(fixedEnvironment(), clockAt(NOW));
    slice.choose('TODAY');
    expect(slice.draft.value).toEqual({ type: 'TODAY', date: '2026-11-23', time: '11:10' });
    // Nothing is confirmed while the modal is open.
    expect(slice.type.value).toBe('NOW');
    expect(slice.confirm()).toBe(true);
    expect(slice.type.value).toBe('TODAY');
    expect(slice.label.value).toBe('Hoje às 11:10');
    expect(slice.scheduledFor()).toBe('2026-11-23 11:10:00');
    expect(slice.valid.value).toBe(true);
    expect(slice.draft.value).toBeNull();
  });

  it('presets TOMORROW at 06:00 and CUSTOM two days ahead', () => {
    const slice = createSchedulingSlice(fixedEnvironment(), clockAt(NOW));
    slice.choose('TOMORROW');
    expect(slice.draft.value).toEqual({ type: 'TOMORROW', date: '2026-11-24', time: '06:00' });
    slice.confirm();
    expect(slice.label.value).toBe('Amanhã às 06:00');
    slice.choose('CUSTOM');
    expect(slice.draft.value).toEqual({ type: 'CUSTOM', date: '2026-11-25', time: '10:10' });
    slice.confirm();
    expect(slice.label.value).toBe('25/11/2026 às 10:10');
    expect(slice.scheduledFor()).toBe('2026-11-25 10:10:00');
  });

  it('reverts to the last confirmed choice when the modal closes', () => {
    const slice = createSchedulingSlice(fixedEnvironment(), clockAt(NOW));
    slice.choose('TOMORROW');
    slice.confirm();
    slice.choose('CUSTOM');
    slice.setDraftTime('15:00');
    slice.close();
    expect(slice.draft.value).toBeNull();
    expect(slice.type.value).toBe('TOMORROW');
    expect(slice.scheduledFor()).toBe('2026-11-24 06:00:00');
  });

  it('applies the minimum advance from the config (45 minutes by default) to the modal', () => {
    const slice = createSchedulingSlice(fixedEnvironment(), clockAt(NOW));
    slice.choose('TODAY');
    slice.setDraftTime('10:50'); // 43 minutes ahead
    expect(slice.draftValid.value).toBe(false);
    expect(slice.confirm()).toBe(false);
    expect(slice.type.value).toBe('NOW');
    slice.setDraftTime('11:00'); // 53 minutes ahead
    expect(slice.draftValid.value).toBe(true);

    const strict = createSchedulingSlice(
      fixedEnvironment({ config: { ...OPEN_CONFIG, min_advance_booking_time_minutes: 120 } }),
      clockAt(NOW),
    );
    strict.choose('TODAY');
    strict.setDraftTime('11:00');
    expect(strict.draftValid.value).toBe(false);
    strict.setDraftTime('12:10');
    expect(strict.draftValid.value).toBe(true);
  });

  it('refuses times off the 10-minute grid, incomplete times and days before the minimum', () => {
    const slice = createSchedulingSlice(fixedEnvironment(), clockAt(NOW));
    slice.choose('CUSTOM');
    slice.setDraftTime('10:15');
    expect(slice.draftValid.value).toBe(false);
    slice.setDraftTime('10:');
    expect(slice.draftValid.value).toBe(false);
    slice.setDraftTime('10:20');
    slice.setDraftDate('2026-11-22');
    expect(slice.draftValid.value).toBe(false);
    expect(slice.minDate.value).toBe('2026-11-23');
  });

  it('becomes invalid once time passes the confirmed schedule', () => {
    let now = NOW;
    const slice = createSchedulingSlice(fixedEnvironment(), () => now);
    slice.choose('TODAY');
    slice.confirm();
    expect(slice.valid.value).toBe(true);
    now = new Date(NOW.getTime() + 40 * 60_000);
    slice.tick();
    expect(slice.valid.value).toBe(false);
  });

  it('choosing NOW confirms at once and clears the time; edit reopens the confirmed time', () => {
    const slice = createSchedulingSlice(fixedEnvironment(), clockAt(NOW));
    slice.choose('CUSTOM');
    slice.setDraftTime('16:30');
    slice.confirm();
    slice.edit();
    expect(slice.draft.value).toEqual({ type: 'CUSTOM', date: '2026-11-25', time: '16:30' });
    slice.close();
    slice.choose('NOW');
    expect(slice.type.value).toBe('NOW');
    expect(slice.dateTime.value).toBeNull();
    expect(slice.scheduledFor()).toBeNull();
  });
});

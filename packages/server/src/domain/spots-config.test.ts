import { SpotsConfig } from '@box/core/schemas';
import * as v from 'valibot';
import { spotsConfigFor } from './spots-config';

const DAY = 24 * 60 * 60 * 1000;
const weekdayMorning = new Date('2026-11-24T09:30:00-03:00');
const night = new Date('2026-11-24T23:00:00-03:00');
const active = {
  podeSolicitarRotas: true,
  blocked: false,
  lastRequestAt: new Date(weekdayMorning.getTime() - DAY),
  createdAt: new Date(weekdayMorning.getTime() - 400 * DAY),
};

describe('spotsConfigFor', () => {
  it('opens everything for an active account during operating hours', () => {
    const config = spotsConfigFor(active, weekdayMorning);
    expect(v.parse(SpotsConfig, config)).toEqual({
      min_advance_booking_time_minutes: 45,
      immediate_booking_available: true,
      pode_solicitar_rotas: true,
      block_details: null,
      service_available: 'ok',
    });
  });

  it('allows no immediate booking out of hours', () => {
    expect(spotsConfigFor(active, night)).toMatchObject({
      immediate_booking_available: false,
      service_available: 'only_available_tomorrow',
    });
  });

  it("marks an account without requests for more than 90 days with 'Inatividade'", () => {
    const inactive = { ...active, lastRequestAt: new Date(weekdayMorning.getTime() - 91 * DAY) };
    expect(spotsConfigFor(inactive, weekdayMorning)).toMatchObject({
      pode_solicitar_rotas: false,
      block_details: { code: 'Inatividade' },
    });
  });

  it('blocks a blocked account, even an inactive one', () => {
    const blocked = { ...active, blocked: true, lastRequestAt: null };
    expect(spotsConfigFor(blocked, weekdayMorning)).toMatchObject({
      pode_solicitar_rotas: false,
      block_details: { code: 'BlockedCustomer' },
    });
  });

  it("follows the account's own setting", () => {
    expect(spotsConfigFor({ ...active, podeSolicitarRotas: false }, weekdayMorning)).toMatchObject({
      pode_solicitar_rotas: false,
      block_details: null,
    });
  });
});

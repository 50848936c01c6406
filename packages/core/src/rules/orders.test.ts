import { hasPendency, isOrderDelayed } from './orders';

const NOW = new Date('2026-03-10T12:00:00Z');

describe('isOrderDelayed', () => {
  it('flags orders not started whose schedule is past', () => {
    expect(isOrderDelayed({ status: 'CREATED', scheduled_for: '2026-03-10T11:59:00Z' }, NOW)).toBe(true);
    expect(isOrderDelayed({ status: 'ALLOCATED', scheduled_for: '2026-03-10T11:59:00Z' }, NOW)).toBe(true);
    expect(isOrderDelayed({ status: 'CREATED', scheduled_for: '2026-03-10T12:01:00Z' }, NOW)).toBe(false);
  });

  it('never flags immediate, running or closed orders', () => {
    expect(isOrderDelayed({ status: 'CREATED', scheduled_for: null }, NOW)).toBe(false);
    expect(isOrderDelayed({ status: 'IN_PROGRESS', scheduled_for: '2026-03-09T00:00:00Z' }, NOW)).toBe(false);
    expect(isOrderDelayed({ status: 'FINISHED', scheduled_for: '2026-03-09T00:00:00Z' }, NOW)).toBe(false);
  });
});

describe('hasPendency', () => {
  it('is true once a service failed', () => {
    expect(hasPendency({ failed_services: 0 })).toBe(false);
    expect(hasPendency({ failed_services: 2 })).toBe(true);
  });
});
